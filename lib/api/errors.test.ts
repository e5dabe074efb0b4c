import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, ERROR_STATUS, statusOf, unauthorized, type ErrorCode } from "./errors";
import { ConflictError, InvalidError, LimitReachedError, NotAllowedError, NotFoundError, RejectedError, UnauthenticatedError, UnavailableError, UpstreamError } from "@/lib/errors";
import { errorResponse } from "./respond";

const root = path.resolve(__dirname, "../..");
const codes = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Server source files: the API routes, the server libraries and the proxy (not the browser code, not tests). */
function serverSources(): string[] {
  const out: string[] = [path.join(root, "proxy.ts")];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", "client"].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  for (const dir of ["app/api", "app/health", "lib", "db"]) walk(path.join(root, dir));
  return out;
}

describe("the error table", () => {
  it("gives each code one status: client errors 4xx, our and upstream failures 5xx", () => {
    for (const code of codes) {
      const status = statusOf(code);
      expect(Number.isInteger(status)).toBe(true);
      expect(status >= 400 && status < 600, `${code} → ${status}`).toBe(true);
    }
    expect(ERROR_STATUS).toMatchObject({ validation_error: 400, unauthorized: 401, forbidden: 403, not_found: 404, rate_limited: 429, internal_error: 500, upstream_error: 502, service_unavailable: 503 });
  });

  it("derives every ApiError's status from its code, and the response carries that status", async () => {
    for (const code of codes) {
      const err = new ApiError(code, "m");
      expect(err.status).toBe(ERROR_STATUS[code]);
      const res = errorResponse(err, "test");
      expect(res.status).toBe(ERROR_STATUS[code]);
      expect((await res.json()).error).toMatchObject({ code, message: "m" });
    }
    expect([unauthorized()].map((e) => [e.code, e.status, e.message])).toEqual([["unauthorized", 401, "Authentication required"]]);
  });

  it("answers each domain error with its kind's code and status, and its own message", async () => {
    const errors = [
      new InvalidError("x"), new RejectedError("x"), new UnauthenticatedError("x"), new NotAllowedError("x"), new LimitReachedError("x"),
      new NotFoundError("Competitor"), new ConflictError("x"), new UnavailableError("x"), new UpstreamError("x"),
    ];
    const answers = await Promise.all(errors.map(async (e) => {
      const res = errorResponse(e, "test");
      const { code, message } = (await res.json()).error;
      return [res.status, code, message];
    }));
    expect(answers).toEqual([
      [400, "validation_error", "x"], [400, "bad_request", "x"], [401, "unauthorized", "x"], [403, "forbidden", "x"], [403, "plan_limit", "x"],
      [404, "not_found", "Competitor not found"], [409, "conflict", "x"], [503, "service_unavailable", "x"], [502, "upstream_error", "x"],
    ]);
  });

  it("keeps ApiError at the boundary: domain code (lib outside lib/api) throws domain errors", () => {
    const offenders = serverSources().filter((f) => /\/lib\//.test(f) && !/\/lib\/api\//.test(f) && /\bApiError\b/.test(fs.readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });

  it("is the only place a code meets a status: no throw site or error body names a status of its own", () => {
    const offenders: string[] = [];
    for (const file of serverSources()) {
      const text = fs.readFileSync(file, "utf8");
      const rel = path.relative(root, file);
      for (const m of text.matchAll(/new ApiError\(\s*\d/g)) offenders.push(`${rel}: ${m[0]}`);
      // An error body written by hand: `error: { code: "..." }` must use a code of the table.
      for (const m of text.matchAll(/error: \{ code: "([a-z_]+)"/g)) if (!(m[1] in ERROR_STATUS)) offenders.push(`${rel}: unknown code ${m[1]}`);
      for (const m of text.matchAll(/errorBody\([^)]*\)\s*,\s*(\d{3}|\{ status: \d{3})/g)) offenders.push(`${rel}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
