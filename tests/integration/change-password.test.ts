import { describe, it, expect } from "vitest";
import { POST as passwordRoute } from "@/app/api/user/password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as refreshRoute } from "@/app/api/auth/refresh/route";
import { GET as meRoute } from "@/app/api/user/me/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { CHANGE_PASSWORD_LIMIT } from "@/lib/auth/account-limits";
import { issueTokens } from "@/lib/auth/service";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { apiKeys } from "@/db/schema";
import { generateApiKey } from "@/lib/auth/api-keys";
import { env } from "@/lib/env";
import { call, makeUser, STRONG_PASSWORD } from "../helpers/http";
import { mailsTo, runQueued } from "../helpers/account-mail";

const url = "http://localhost/api/user/password";
const NEW_PASSWORD = "Meadow-Signal-64$k";
let ipSeq = 0;
const client = () => ({ "x-forwarded-for": `198.18.${process.pid % 200}.${++ipSeq}` });
const me = (opts: { token?: string; headers?: Record<string, string> }) => call(meRoute, "http://localhost/api/user/me", opts);
const signin = (email: string, password: string) => call(signinRoute, "http://localhost/api/auth/signin", { body: { email, password }, headers: client() });

async function cookieFor(user: { id: string; tokenVersion: number; email: string; name: string }) {
  return (await sessionCookie(new Request("http://localhost/"), { uid: user.id, ver: user.tokenVersion, email: user.email, name: user.name })).split(";")[0];
}

describe("POST /api/user/password", () => {
  it("needs a signed-in caller", async () => {
    const res = await call(passwordRoute, url, { body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(401);
  });

  it("changes the password; the caller gets fresh tokens, every other token and session stops working", async () => {
    const { user, db } = await makeUser("Carl Change");
    const mine = await issueTokens(db, user);
    const other = await issueTokens(db, user);
    const otherCookie = await cookieFor(user);
    const res = await call(passwordRoute, url, { token: mine.accessToken, body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.changed).toBe(true);
    expect(res.body.data.user.email).toBe(user.email);
    const fresh = res.body.data.tokens;

    // Old access tokens (the caller's too), refresh tokens and cookie sessions: all refused.
    for (const token of [mine.accessToken, other.accessToken]) expect((await me({ token })).status).toBe(401);
    expect((await me({ headers: { cookie: otherCookie } })).status).toBe(401);
    for (const refreshToken of [mine.refreshToken, other.refreshToken]) {
      expect((await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken } })).status).toBe(401);
    }
    // The fresh pair works.
    expect((await me({ token: fresh.accessToken })).status).toBe(200);
    expect((await call(refreshRoute, "http://localhost/api/auth/refresh", { body: { refreshToken: fresh.refreshToken } })).status).toBe(200);

    expect((await signin(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(401);
    await runQueued("email.password-changed", "userId", user.id);
    const [notice] = await mailsTo(user.email, "password-changed");
    expect(notice.subject).toBe("Your Rivalscope password was changed");
    expect(notice.text).toMatch(/changed in Settings → Security/);
  });

  it("from a browser session: a new session cookie replaces the old one", async () => {
    const { user } = await makeUser();
    const cookie = await cookieFor(user);
    const res = await call(passwordRoute, url, {
      headers: { cookie, origin: new URL(env().APP_URL).origin, "sec-fetch-site": "same-origin" },
      body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    const set = res.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/authjs\.session-token=.+HttpOnly/);
    expect((await me({ headers: { cookie } })).status).toBe(401);
    expect((await me({ headers: { cookie: set.split(";")[0] } })).status).toBe(200);
  });

  it("refuses a cross-site request made with the session cookie", async () => {
    const { user } = await makeUser();
    const res = await call(passwordRoute, url, {
      headers: { cookie: await cookieFor(user), origin: "https://evil.example" },
      body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("an API key cannot be used to change the password", async () => {
    const { user, db } = await makeUser();
    const key = generateApiKey();
    await db.insert(apiKeys).values({ userId: user.id, name: "k", keyHash: key.hash, keyPreview: key.preview });
    expect((await call(jobsRoute, "http://localhost/api/jobs", { headers: { "x-api-key": key.key } })).status).toBe(200);
    const res = await call(passwordRoute, url, { headers: { "x-api-key": key.key }, body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(403);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ currentPassword: "", newPassword: NEW_PASSWORD }, "Please enter your current password"],
    [{ currentPassword: "Wrong-current-1!", newPassword: NEW_PASSWORD }, "Your current password is incorrect"],
    [{ currentPassword: STRONG_PASSWORD, newPassword: "" }, "New password is required"],
    [{ currentPassword: STRONG_PASSWORD, newPassword: "weak" }, "New password does not meet all requirements"],
    [{ currentPassword: STRONG_PASSWORD, newPassword: ` ${NEW_PASSWORD}` }, "New password cannot start or end with a space"],
    [{ currentPassword: STRONG_PASSWORD, newPassword: "P@ssw0rd2024!" }, "This password has appeared in data breaches. Please choose a different password."],
    [{ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD }, "Choose a password different from your current one"],
  ])("refuses %j with '%s' and changes nothing", async (body, message) => {
    const { user, token } = await makeUser();
    const res = await call(passwordRoute, url, { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: expect.stringContaining(message), requestId: expect.any(String) });
    expect((await me({ token })).status).toBe(200);
    expect((await signin(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it("limits attempts per account (guessing the current password with a stolen session)", async () => {
    const { token } = await makeUser();
    for (let i = 0; i < CHANGE_PASSWORD_LIMIT.limit; i++) {
      expect((await call(passwordRoute, url, { token, body: { currentPassword: `Guess-number-${i}!`, newPassword: NEW_PASSWORD } })).status).toBe(400);
    }
    const blocked = await call(passwordRoute, url, { token, body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Too many password change attempts/);
  });
});
