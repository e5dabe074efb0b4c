import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, ERROR_STATUS, badRequest, conflict, forbidden, notFound, statusOf, unauthorized, type ErrorCode } from "./errors";
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
    expect([badRequest("x"), unauthorized(), forbidden("x"), notFound(), conflict("x")].map((e) => [e.code, e.status])).toEqual([
      ["bad_request", 400], ["unauthorized", 401], ["forbidden", 403], ["not_found", 404], ["conflict", 409],
    ]);
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
