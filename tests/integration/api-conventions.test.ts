import { describe, it, expect, vi } from "vitest";
import fs from "node:fs";
import { z } from "zod";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { openApiPath } from "@/lib/api/openapi";
import { GET as health } from "@/app/health/route";
import { withAuth } from "@/lib/api/with-auth";
import { renderIndex, findRouteFiles, apiPathOf, ROUTE_INDEX } from "@/scripts/gen-route-index";
import { call, makeUser } from "../helpers/http";

describe("API conventions", () => {
  it("the route index used by the OpenAPI document is up to date", () => {
    expect(fs.readFileSync(ROUTE_INDEX, "utf8")).toBe(renderIndex());
  });

  it("GET /api/openapi.json lists every route and method, with request schemas", async () => {
    const res = await call(openapi, "http://localhost/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const file of findRouteFiles()) {
      const p = openApiPath(apiPathOf(file));
      const src = fs.readFileSync(file, "utf8");
      const methods = [...src.matchAll(/export const (?:\{ )?(GET|POST|PUT|PATCH|DELETE)\b/g), ...src.matchAll(/export async function (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      for (const m of methods) expect(res.body.paths[p]?.[m.toLowerCase()], `${m} ${p}`).toBeTruthy();
    }
    const signup = res.body.paths["/api/auth/signup"].post;
    expect(signup.requestBody.content["application/json"].schema.properties).toHaveProperty("password");
    expect(signup.security).toEqual([]);
    expect(res.body.paths["/api/jobs"].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["status", "limit"]));
  });

  it("GET /health checks the database", async () => {
    const res = await call(health, "http://localhost/health");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers 401 in the error shape without credentials", async () => {
    const route = withAuth({}, async () => ({ secret: true }));
    const res = await call(route, "http://localhost/api/x");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "unauthorized", message: "Authentication required", requestId: expect.any(String) } });
  });

  it("validates query and body with zod and names the field", async () => {
    const { token } = await makeUser();
    const route = withAuth({ query: z.object({ limit: z.coerce.number().int().max(5) }), body: z.object({ name: z.string().min(1) }) }, async ({ query, body }) => ({ ...query, ...body }));
    const badQuery = await call(route, "http://localhost/api/x?limit=50", { token, body: { name: "a" } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.code).toBe("validation_error");
    expect(badQuery.body.error.message).toMatch(/^limit:/);
    const ok = await call(route, "http://localhost/api/x?limit=3", { token, body: { name: "a" } });
    expect(ok.body).toEqual({ data: { limit: 3, name: "a" } });
  });

  it("logs unknown errors and answers a generic 500 that does not echo them", async () => {
    const spy = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const route = withAuth({ auth: "none" }, async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    const res = await call(route, "http://localhost/api/x");
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("internal_error");
    expect(JSON.stringify(res.body)).not.toContain("secret");
    expect(spy.mock.calls.map(([line]) => String(line)).join("")).toContain("unhandled error in GET /api/x");
    spy.mockRestore();
  });
});
