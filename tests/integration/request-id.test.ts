import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
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
