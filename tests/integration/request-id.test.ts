import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withAuth } from "@/lib/api/with-auth";
import { resetEnvCache } from "@/lib/env";
import { logger, resetLogger } from "@/lib/log";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { GET as health } from "@/app/health/route";
import { call, makeUser } from "../helpers/http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("an error from a real route carries the same request id in its body and its x-request-id header", async () => {
    const { token } = await makeUser();
    const res = await call(getJob, "http://localhost/api/jobs/x", { token, params: { id: crypto.randomUUID() } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Job not found", requestId: expect.stringMatching(UUID) } });
    expect(res.headers.get("x-request-id")).toBe(res.body.error.requestId);

    const anonymous = await call(getJob, "http://localhost/api/jobs/x", { params: { id: crypto.randomUUID() } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.requestId).toBe(anonymous.headers.get("x-request-id"));
    expect(anonymous.body.error.requestId).not.toBe(res.body.error.requestId);
  });

  it("keeps a sane x-request-id set by a proxy in front, and replaces one that is not", async () => {
    const given = "edge-7f3a9c21:trace.42";
    const kept = await call(getJob, "http://localhost/api/jobs/x", { headers: { "x-request-id": given }, params: { id: "not-a-uuid" } });
    expect(kept.headers.get("x-request-id")).toBe(given);
    expect(kept.body.error.requestId).toBe(given);

    for (const bad of ["short", "has spaces in it", "<script>alert(1)</script>", "x".repeat(200)]) {
      const replaced = await call(getJob, "http://localhost/api/jobs/x", { headers: { "x-request-id": bad }, params: { id: "not-a-uuid" } });
      expect(replaced.headers.get("x-request-id")).toMatch(UUID);
      expect(replaced.body.error.requestId).toBe(replaced.headers.get("x-request-id"));
    }
  });

  it("is on successful responses too", async () => {
    const res = await call(health, "http://localhost/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("log lines", () => {
  let lines: string[] = [];
  beforeEach(() => {
    vi.stubEnv("LOG_FORMAT", "json");
    resetEnvCache();
    resetLogger();
    lines = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetEnvCache();
    resetLogger();
  });

  it("are JSON objects with level, time, component and msg", () => {
    logger("test").warn({ competitors: 3 }, "three competitors");
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("\n")).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: "warn", component: "test", msg: "three competitors", competitors: 3 });
    expect(new Date(line.time).toISOString()).toBe(line.time);
    expect(line).not.toHaveProperty("requestId");
  });

  it("written while a request is handled carry its request id, the one of the error body and the header", async () => {
    const route = withAuth({ auth: "none" }, async () => {
      logger("test").info("handling");
      await new Promise((r) => setTimeout(r, 5));
      throw new Error("connection string postgres://secret@db leaked");
    });
    const res = await call(route, "http://localhost/api/x", { headers: { "x-request-id": "req-4d1c9e2a" } });
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ code: "internal_error", message: "Something went wrong on our side. Please try again.", requestId: "req-4d1c9e2a" });
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged.map((l) => [l.level, l.msg, l.requestId])).toEqual([
      ["info", "handling", "req-4d1c9e2a"],
      ["error", "unhandled error in GET /api/x", "req-4d1c9e2a"],
    ]);
    // The cause is in the log (with its stack), never in the answer.
    expect(logged[1].err).toMatchObject({ type: "Error", message: expect.stringContaining("leaked"), stack: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain("secret");
  });
});
