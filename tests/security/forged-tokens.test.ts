/**
 * Forged bearer tokens and API keys (issue 12, point 7): a tampered signature, `alg: none`, another
 * secret, another algorithm, a foreign issuer, a stale token version, an unknown user, a stream token
 * used as an access token, and made-up API keys are all refused with 401 on a real API route.
 * (Tokens without an expiry and stream-token rules: tokens-headers.test.ts.)
 */
import { describe, it, expect } from "vitest";
import { SignJWT } from "jose";
import { eq, sql } from "drizzle-orm";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { env } from "@/lib/env";
import { signAccessToken } from "@/lib/auth/tokens";
import { call, makeUser } from "../helpers/http";

const jobs = (opts: { token?: string; headers?: Record<string, string> }) => call(jobsRoute, "http://localhost/api/jobs", opts);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const accessKey = () => new TextEncoder().encode(`access:${env().AUTH_SECRET}`);

function claims(sub: string, ver: number) {
  return new SignJWT({ ver, pur: "access" }).setSubject(sub).setIssuedAt().setExpirationTime("1h").setIssuer("rivalscope");
}

describe("forged bearer tokens", () => {
  it("refuses a tampered bearer token", async () => {
    const { token } = await makeUser();
    const tampered = token.slice(0, -3) + (token.endsWith("a") ? "bbb" : "aaa");
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token: tampered })).status).toBe(401);
  });

  it("refuses alg none, another secret, another algorithm, a foreign issuer and edited claims", async () => {
    const { user, token } = await makeUser();
    const other = await makeUser();
    expect((await jobs({ token })).status).toBe(200);
    const [h, p] = token.split(".");
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, string> = {
      "alg none": `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: user.id, ver: user.tokenVersion, pur: "access", iss: "rivalscope", iat: now, exp: now + 3600 })}.`,
      "another secret": await claims(user.id, user.tokenVersion).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("access:not-the-server-secret-0123456789abcdef")),
      "HS512 with the right secret": await claims(user.id, user.tokenVersion).setProtectedHeader({ alg: "HS512" }).sign(accessKey()),
      "foreign issuer": await new SignJWT({ ver: user.tokenVersion, pur: "access" }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id).setExpirationTime("1h").setIssuer("evil").sign(accessKey()),
      "subject swapped to another user": `${h}.${b64({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: other.user.id })}.${token.split(".")[2]}`,
      "no signature": `${h}.${p}.`,
      "empty": "",
      "not a JWT": "Bearer.garbage",
    };
    for (const [what, t] of Object.entries(forged)) {
      const res = await jobs({ token: t, headers: t === "" ? { authorization: "Bearer " } : undefined });
      expect(res.status, what).toBe(401);
      expect(res.body.error.code, what).toBe("unauthorized");
    }
  });

  it("refuses a token for an unknown user, a stale version (after sign-out everywhere) and a stream token as a bearer", async () => {
    const { user, token } = await makeUser();
    const ghost = await signAccessToken("00000000-0000-4000-8000-000000000000", 0);
    expect((await jobs({ token: ghost })).status).toBe(401);
    const stream = await signAccessToken(user.id, user.tokenVersion, 60, "stream");
    expect((await jobs({ token: stream })).status).toBe(401);
    await getDb().update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    expect((await jobs({ token })).status).toBe(401);
  });
});

describe("forged API keys", () => {
  it("refuses made-up keys in X-API-Key and as a bearer", async () => {
    for (const key of ["rs_live_0000", `rs_live_${"a".repeat(32)}`, "rs_live_' or '1'='1", "%00", "rs_live_%E2%80%AE"]) {
      expect((await jobs({ headers: { "x-api-key": key } })).status, key).toBe(401);
      expect((await jobs({ token: key })).status, key).toBe(401);
    }
  });
});
