import { describe, it, expect } from "vitest";
import { sql } from "drizzle-orm";
import { POST as resetRoute } from "@/app/api/auth/password-reset/route";
import { POST as confirmRoute } from "@/app/api/auth/password-reset/confirm/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as refreshRoute } from "@/app/api/auth/refresh/route";
import { GET as meRoute } from "@/app/api/user/me/route";
import { getDb } from "@/db/client";
import { PASSWORD_RESET_LIMITS } from "@/lib/auth/account-limits";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { enqueueVerifyEmail } from "@/lib/notify/email-account";
import { call, makeUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/http";
import { linkToken, mailsTo, runQueued } from "../helpers/account-mail";

const resetUrl = "http://localhost/api/auth/password-reset";
const confirmUrl = "http://localhost/api/auth/password-reset/confirm";
const NEW_PASSWORD = "Harbour-Compass-58#q";

let ipSeq = 0;
/** A client address of its own per test, so the per-client limits of one test do not touch another. */
const client = () => ({ "x-forwarded-for": `198.51.${100 + (process.pid % 50)}.${++ipSeq}` });

async function requestReset(email: string, headers = client()) {
  return call(resetRoute, resetUrl, { body: { email }, headers });
}

/** Asks for a reset, runs the mail job, and reads the token out of the outbox mail. */
async function resetToken(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(202);
  await runQueued("email.password-reset", "email", email);
  const mails = await mailsTo(email, "password-reset");
  return linkToken(mails[mails.length - 1], "/reset-password");
}

const signin = (email: string, password: string) => call(signinRoute, "http://localhost/api/auth/signin", { body: { email, password }, headers: client() });

describe("POST /api/auth/password-reset", () => {
  it("answers 202 with the same body whether or not the account exists, and mails only a real account", async () => {
    const { user } = await makeUser("Rita Reset");
    const ghost = uniqueEmail("ghost");
    const known = await requestReset(user.email);
    const unknown = await requestReset(ghost);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toMatch(/If an account exists/);

    expect(await runQueued("email.password-reset", "email", user.email)).toEqual([{ status: "complete", email: "outbox" }]);
    expect(await runQueued("email.password-reset", "email", ghost)).toEqual([{ status: "skipped", reason: "no account with this e-mail" }]);
    const [mail] = await mailsTo(user.email, "password-reset");
    expect(mail.subject).toBe("Reset your Rivalscope password");
    expect(mail.text).toMatch(/works once and for 1 hour/);
    expect(mail.html).not.toMatch(/Unsubscribe/);
    expect(await mailsTo(ghost)).toEqual([]);
  });

  it("finds the account whatever the case and spaces of the address", async () => {
    const { user } = await makeUser();
    expect((await requestReset(`  ${user.email.toUpperCase()} `)).status).toBe(202);
    await runQueued("email.password-reset", "email", user.email);
    expect(await mailsTo(user.email, "password-reset")).toHaveLength(1);
  });

  it.each([
    [{}, "Please enter your email"],
    [{ email: "   " }, "Please enter your email"],
    [{ email: "not-an-address" }, "Please enter a valid email"],
  ])("refuses %j with '%s'", async (body, message) => {
    const res = await call(resetRoute, resetUrl, { body, headers: client() });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: expect.stringContaining(message), requestId: expect.any(String) });
  });

  it("limits requests per address, alike for addresses with and without an account", async () => {
    const { user } = await makeUser();
    for (const email of [user.email, uniqueEmail("nobody")]) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail.limit; i++) expect((await requestReset(email)).status).toBe(202);
      const blocked = await requestReset(email);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.message).toMatch(/Too many password reset requests for this address/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("limits requests per client address", async () => {
    const headers = client();
    let last = 0;
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perClient.limit; i++) last = (await requestReset(uniqueEmail("spray"), headers)).status;
    expect(last).toBe(429);
  });

  it("refuses a cross-site request", async () => {
    const res = await call(resetRoute, resetUrl, { body: { email: uniqueEmail() }, headers: { ...client(), origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password, which signs in; the old one no longer does", async () => {
    const { user } = await makeUser();
    const token = await resetToken(user.email);
    const res = await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reset: true, email: user.email });
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(401);
    // The owner is told, in a mail of its own.
    await runQueued("email.password-changed", "userId", user.id);
    const [notice] = await mailsTo(user.email, "password-changed");
    expect(notice.text).toMatch(/reset through an e-mailed link/);
  });

  it("signs out every session: old access tokens, refresh tokens and session cookies stop working", async () => {
    const { user, tokens } = await makeUser();
    const cookie = (await sessionCookie(new Request("http://localhost/"), { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name })).split(";")[0];
    expect((await call(meRoute, "http://localhost/api/user/me", { token: tokens.accessToken })).status).toBe(200);
    expect((await call(meRoute, "http://localhost/api/user/me", { headers: { cookie } })).status).toBe(200);

    const token = await resetToken(user.email);
    expect((await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() })).status).toBe(200);

    expect((await call(meRoute, "http://localhost/api/user/me", { token: tokens.accessToken })).status).toBe(401);
    expect((await call(meRoute, "http://localhost/api/user/me", { headers: { cookie } })).status).toBe(401);
    expect((await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken: tokens.refreshToken } })).status).toBe(401);
  });

  it("is single use, and a reset voids the user's other reset links", async () => {
    const { user } = await makeUser();
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect(first).not.toBe(second);
    expect((await call(confirmRoute, confirmUrl, { body: { token: second, password: NEW_PASSWORD }, headers: client() })).status).toBe(200);
    for (const token of [second, first]) {
      const again = await call(confirmRoute, confirmUrl, { body: { token, password: "Another-Harbour-77!" }, headers: client() });
      expect(again.status).toBe(400);
      expect(again.body.error.message).toMatch(/invalid, has expired or was already used/);
    }
    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("of two simultaneous uses of one link exactly one succeeds", async () => {
    const { user } = await makeUser();
    const token = await resetToken(user.email);
    const results = await Promise.all(
      ["Parallel-Lantern-11!", "Parallel-Lantern-22!"].map((password) => call(confirmRoute, confirmUrl, { body: { token, password }, headers: client() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses a link older than one hour", async () => {
    const { user } = await makeUser();
    const token = await resetToken(user.email);
    await getDb().execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id} and purpose = 'password_reset'`);
    const res = await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/has expired/);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("issues links that expire one hour after they were sent", async () => {
    const { user } = await makeUser();
    await resetToken(user.email);
    const r = await getDb().execute<{ s: number }>(sql`select extract(epoch from expires_at - created_at)::int as s from account_tokens where user_id = ${user.id} and purpose = 'password_reset'`);
    expect(Math.abs(r.rows[0].s - 3600)).toBeLessThanOrEqual(2);
  });

  it("refuses an unknown token, and a verification token", async () => {
    const { user } = await makeUser("Vera Verify", { verified: false });
    await enqueueVerifyEmail(getDb(), user.id);
    await runQueued("email.verify", "userId", user.id);
    const verifyToken = linkToken((await mailsTo(user.email, "verify-email"))[0], "/verify-email");
    for (const token of ["not-a-real-token-at-all", verifyToken]) {
      const res = await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_request");
    }
  });

  it.each([
    [" Leading-space-Pass-1", "Password cannot start or end with a space"],
    ["Trailing-space-Pass-1 ", "Password cannot start or end with a space"],
    ["short-1A", "Password does not meet all requirements"],
    ["Password123!", "This password has appeared in data breaches. Please choose a different password."],
    [`Aa1!${"x".repeat(125)}`, "Password must be at most 128 characters"],
  ])("refuses the new password %j with '%s' and leaves the link usable", async (password, message) => {
    const { user } = await makeUser();
    const token = await resetToken(user.email);
    const res = await call(confirmRoute, confirmUrl, { body: { token, password }, headers: client() });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "validation_error", message, requestId: expect.any(String) });
    expect((await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() })).status).toBe(200);
  });

  it("counts an unverified address as verified once a reset link was used", async () => {
    const { user } = await makeUser("Una Verified", { verified: false });
    const token = await resetToken(user.email);
    expect((await call(confirmRoute, confirmUrl, { body: { token, password: NEW_PASSWORD }, headers: client() })).status).toBe(200);
    const signedIn = await signin(user.email, NEW_PASSWORD);
    expect(signedIn.body.data.user.emailVerified).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents the account routes with their bodies, statuses and auth", async () => {
    const { GET: openapi } = await import("@/app/api/openapi.json/route");
    const doc = (await call(openapi, "http://localhost/api/openapi.json")).body;
    const op = (path: string) => doc.paths[path]?.post;
    expect(Object.keys(op("/api/auth/password-reset").requestBody.content["application/json"].schema.properties)).toEqual(["email"]);
    expect(op("/api/auth/password-reset").responses["202"]).toBeDefined();
    expect(op("/api/auth/password-reset").security).toEqual([]);
    expect(Object.keys(op("/api/auth/password-reset/confirm").requestBody.content["application/json"].schema.properties).sort()).toEqual(["password", "token"]);
    expect(Object.keys(op("/api/user/password").requestBody.content["application/json"].schema.properties).sort()).toEqual(["currentPassword", "newPassword"]);
    expect(op("/api/user/password").security.length).toBeGreaterThan(0);
    expect(Object.keys(op("/api/auth/verify-email").requestBody.content["application/json"].schema.properties)).toEqual(["token"]);
    expect(op("/api/auth/verify-email/resend").responses["202"]).toBeDefined();
  });
});
