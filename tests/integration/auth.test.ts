import { describe, it, expect } from "vitest";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as refreshRoute } from "@/app/api/auth/refresh/route";
import { POST as signoutRoute } from "@/app/api/auth/signout/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { generateApiKey } from "@/lib/auth/api-keys";
import { setPassword } from "@/db/queries/users";
import { hashPassword } from "@/lib/auth/password";
import { call, uniqueEmail, STRONG_PASSWORD, makeUser } from "../helpers/http";
import { mailsTo, runQueued } from "../helpers/account-mail";

const signupUrl = "http://localhost/api/auth/signup";
const signinUrl = "http://localhost/api/auth/signin";

let ipSeq = 0;
/** Each signup from its own client address, so the per-client signup limit is not what a test measures. */
const client = () => ({ "x-forwarded-for": `198.21.${process.pid % 200}.${++ipSeq % 250}` });

async function signupVia(email: string, password = STRONG_PASSWORD, name = "Ada Lovelace") {
  return call(signupRoute, signupUrl, { body: { name, email, password, company: "Analytical Engines" }, headers: client() });
}

/** Signup, then sign-in with the same credentials (what the signup form does). */
async function signedUp(email: string) {
  expect((await signupVia(email)).status).toBe(202);
  return call(signinRoute, signinUrl, { body: { email, password: STRONG_PASSWORD }, headers: client() });
}

describe("signup", () => {
  it("creates an account with a 14-day Pro trial; the same credentials then sign in with tokens, user and a session cookie", async () => {
    const email = uniqueEmail("ada");
    const res = await signupVia(email);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ email, status: "accepted" });
    expect(res.body.data.tokens).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();
    const signedIn = await call(signinRoute, signinUrl, { body: { email, password: STRONG_PASSWORD } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email, name: "Ada Lovelace", company: "Analytical Engines" });
    expect(signedIn.body.data.user.passwordHash).toBeUndefined();
    expect(signedIn.body.data.tokens.accessToken.split(".")).toHaveLength(3);
    expect(signedIn.headers.get("set-cookie")).toMatch(/authjs\.session-token=.+HttpOnly; SameSite=Lax/);
    const sub = await getDb().execute<{ plan: string; status: string; days: number }>(sql`select s.plan, s.status, round(extract(epoch from s.trial_ends_at - now()) / 86400)::int as days from subscriptions s join users u on u.id = s.user_id where u.email = ${email}`);
    expect(sub.rows[0]).toMatchObject({ plan: "pro", status: "trialing", days: 14 });
  });

  it.each([
    [{ name: "", email: "x@y.co", password: STRONG_PASSWORD }, "Name is required"],
    [{ name: "A", email: "", password: STRONG_PASSWORD }, "Email is required"],
    [{ name: "A", email: "not-an-email", password: STRONG_PASSWORD }, "Please enter a valid email"],
    [{ name: "A", email: "x@y.co", password: "" }, "Password is required"],
    [{ name: "A", email: "x@y.co", password: "alllowercase-no-digit" }, "Password does not meet all requirements"],
  ])("refuses %j with '%s' and creates nothing", async (body, message) => {
    const res = await call(signupRoute, signupUrl, { body, headers: client() });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "validation_error", message, requestId: expect.any(String) });
  });

  it("refuses a breached password", async () => {
    const res = await signupVia(uniqueEmail(), "Password123!");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/data breaches/);
  });

  it("does not reveal whether an e-mail has an account: same answer, no second account, the owner is told by e-mail", async () => {
    const email = uniqueEmail("dup");
    const fresh = await signupVia(email);
    const again = await signupVia(email.toUpperCase(), "Another-Secret-77!", "Mallory");
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(again.headers.get("set-cookie")).toBe(fresh.headers.get("set-cookie"));
    const accounts = await getDb().execute<{ n: number; name: string }>(sql`select count(*)::int as n, min(name) as name from users where email = ${email}`);
    expect(accounts.rows[0]).toEqual({ n: 1, name: "Ada Lovelace" });
    // The intruder's password does not open the account; the owner's still does.
    expect((await call(signinRoute, signinUrl, { body: { email, password: "Another-Secret-77!" } })).status).toBe(401);
    expect((await call(signinRoute, signinUrl, { body: { email, password: STRONG_PASSWORD } })).status).toBe(200);
    await runQueued("email.signup-exists", "email", email);
    const told = await mailsTo(email, "signup-exists");
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe("Someone tried to sign up with your e-mail address");
    expect(told[0].text).toContain("/forgot-password");
    // A new address gets no such mail.
    const other = uniqueEmail("new");
    await signupVia(other);
    await runQueued("email.signup-exists", "email", other);
    expect(await mailsTo(other, "signup-exists")).toHaveLength(0);
  });

  it("takes about as long for an address with an account as for a new one (the password is hashed either way)", async () => {
    const existing = uniqueEmail("timing");
    await signupVia(existing);
    const time = async (email: string) => {
      const t = performance.now();
      await signupVia(email);
      return performance.now() - t;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(existing));
      fresh.push(await time(uniqueEmail("timing-new")));
    }
    // Loose bounds: a missing hash on one path would make it several times faster than the other.
    expect(median(known) / median(fresh)).toBeGreaterThan(0.33);
    expect(median(known) / median(fresh)).toBeLessThan(3);
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const res = await call(signupRoute, signupUrl, { method: "POST", rawBody: "{oops", headers: { "content-type": "application/json", ...client() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "bad_request", message: "Request body must be valid JSON", requestId: expect.any(String) } });
  });
});

describe("sign-in, refresh and sign-out", () => {
  it("signs in with trimmed e-mail and returns tokens and user", async () => {
    const email = uniqueEmail("grace");
    await signupVia(email);
    const res = await call(signinRoute, signinUrl, { body: { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    expect(res.body.data.tokens.refreshToken).toBeTruthy();
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const email = uniqueEmail("same");
    await signupVia(email);
    const wrong = await call(signinRoute, signinUrl, { body: { email, password: "Wrong-password-1!" } });
    const unknown = await call(signinRoute, signinUrl, { body: { email: uniqueEmail("ghost"), password: "Wrong-password-1!" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Only the request id tells them apart.
    expect({ ...wrong.body.error, requestId: "" }).toEqual({ ...unknown.body.error, requestId: "" });
    expect(wrong.body.error.message).toBe("Invalid email or password");
  });

  it("requires email and password with the specification's messages", async () => {
    const res = await call(signinRoute, signinUrl, { body: { email: "  ", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("Please enter your email");
  });

  it("rate limits failed sign-ins per account, also for accounts that do not exist", async () => {
    for (const email of [uniqueEmail("limited"), uniqueEmail("nobody")]) {
      const headers = { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
      for (let i = 0; i < 5; i++) {
        const r = await call(signinRoute, signinUrl, { body: { email, password: "Wrong-password-1!" }, headers });
        expect(r.status).toBe(401);
      }
      const blocked = await call(signinRoute, signinUrl, { body: { email, password: STRONG_PASSWORD }, headers });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.message).toMatch(/Too many sign-in attempts/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("rate limits failed sign-ins per IP across accounts", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await call(signinRoute, signinUrl, { body: { email: uniqueEmail("spray"), password: "Wrong-password-1!" }, headers })).status;
    }
    expect(last).toBe(429);
  });

  it("rotates refresh tokens and refuses a reused one", async () => {
    const { tokens } = await makeUser();
    const first = await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.data.tokens.refreshToken).not.toBe(tokens.refreshToken);
    const reuse = await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(reuse.status).toBe(401);
  });

  it("sign-out invalidates the access token, refresh token and session cookie", async () => {
    const email = uniqueEmail("out");
    const signed = await signedUp(email);
    const token = signed.body.data.tokens.accessToken;
    const cookie = signed.headers.get("set-cookie")!.split(";")[0];
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token })).status).toBe(200);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { headers: { cookie } })).status).toBe(200);
    const out = await call(signoutRoute, "http://localhost/api/auth/signout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token })).status).toBe(401);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { headers: { cookie } })).status).toBe(401);
    const refresh = await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken: signed.body.data.tokens.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it("a password change invalidates existing tokens", async () => {
    const { user, token, db } = await makeUser();
    await setPassword(db, { userId: user.id, passwordHash: await hashPassword("Another-Strong-Pass-7") });
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token })).status).toBe(401);
  });
});

describe("API clients", () => {
  it("authenticates with X-API-Key and with a Bearer API key, and refuses unknown keys", async () => {
    const { user } = await makeUser();
    const k = generateApiKey();
    await getDb().insert(apiKeys).values({ userId: user.id, name: "CI", keyHash: k.hash, keyPreview: k.preview });
    expect((await call(jobsRoute, "http://localhost/api/jobs", { headers: { "x-api-key": k.key } })).status).toBe(200);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token: k.key })).status).toBe(200);
    const bad = await call(jobsRoute, "http://localhost/api/jobs", { headers: { "x-api-key": "rs_live_0000" } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: { code: "unauthorized", message: "Authentication required", requestId: expect.any(String) } });
  });
});
