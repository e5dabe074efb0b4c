import { describe, it, expect } from "vitest";
import { buildOpenApi } from "@/lib/api/openapi";
import { routeModules } from "@/app/api/route-index.generated";
import { lintOpenApi } from "@/scripts/lint-openapi";

type Op = { summary: string; security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> };

describe("/api/openapi.json", () => {
  const doc = buildOpenApi(routeModules, "https://rivalscope.test");
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as Op })));

  it("passes @redocly/cli lint with the recommended rules", async () => {
    const r = await lintOpenApi(doc);
    expect(r.output).toMatch(/Your API description is valid/);
    expect(r.status, r.output).toBe(0);
  }, 60_000);

  it("gives every operation a summary of its own, its security and a described success response", () => {
    expect(ops.length).toBeGreaterThan(60);
    for (const { key, op } of ops) {
      expect(op.summary, key).not.toBe(key);
      expect(Array.isArray(op.security), key).toBe(true);
      const success = Object.entries(op.responses).filter(([code]) => /^2\d\d$/.test(code));
      expect(success.length, key).toBeGreaterThan(0);
      for (const [, r] of success) expect(r.content, key).toBeDefined();
    }
    expect(new Set(ops.map((o) => o.op.summary.toLowerCase())).size).toBeGreaterThan(ops.length - 5);
  });

  it("documents the queued work as 202 and the live routes as event streams", () => {
    const op = (key: string) => ops.find((o) => o.key === key)!.op;
    expect(Object.keys(op("POST /api/competitors/{id}/scan").responses)).toContain("202");
    expect(Object.keys(op("POST /api/psychology/{competitorId}/analyze").responses)).toContain("202");
    for (const stream of ["changes", "health", "insights"]) {
      const live = op(`GET /api/live/${stream}`);
      expect(Object.keys(live.responses["200"].content!)).toEqual(["text/event-stream"]);
      expect(live.security).toContainEqual({ streamToken: [] });
    }
    expect(op("POST /api/webhooks/stripe").security).toEqual([{ stripeSignature: [] }]);
    expect(op("POST /api/mcp").security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    expect(op("GET /api/session/{nextauth}").security).toEqual([]);
  });
});
