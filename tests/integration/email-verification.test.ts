import { describe, it, expect } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { POST as resendRoute } from "@/app/api/auth/verify-email/resend/route";
import { GET as meRoute } from "@/app/api/user/me/route";
import { GET as profileRoute } from "@/app/api/user/profile/route";
import { getDb } from "@/db/client";
import { changes, competitors, users } from "@/db/schema";
import { VERIFY_EMAIL_LIMITS } from "@/lib/auth/account-limits";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import type { JobDefinition } from "@/lib/jobs/types";
import { changeAlertJob } from "@/lib/notify/email-change-alert";
import { weeklyDigestUserJob } from "@/lib/notify/email-weekly-digest";
import { call, makeUser, STRONG_PASSWORD, uniqueEmail } from "../helpers/http";
import { linkToken, mailsTo, runQueued } from "../helpers/account-mail";

const verifyUrl = "http://localhost/api/auth/verify-email";
const resendUrl = "http://localhost/api/auth/verify-email/resend";
let ipSeq = 0;
const client = () => ({ "x-forwarded-for": `198.19.${process.pid % 200}.${++ipSeq}` });

/** Signs up through the real route (which queues the verification mail) and reads the link. */
async function signupAndLink() {
  const email = uniqueEmail("verify");
  const res = await call(signupRoute, "http://localhost/api/auth/signup", { body: { name: "Vic Verify", email, password: STRONG_PASSWORD }, headers: client() });
  expect(res.status).toBe(202);
  const signedIn = await call(signinRoute, "http://localhost/api/auth/signin", { body: { email, password: STRONG_PASSWORD }, headers: client() });
  const user = signedIn.body.data.user;
  await runQueued("email.verify", "userId", user.id);
  const [mail] = await mailsTo(email, "verify-email");
  return { email, user, token: signedIn.body.data.tokens.accessToken as string, link: linkToken(mail, "/verify-email"), mail };
}

describe("e-mail verification", () => {
  it("signup sends a verification link; the account starts unverified and can use the app", async () => {
    const { user, token, mail } = await signupAndLink();
    expect(user.emailVerified).toBe(false);
    expect(mail.subject).toBe("Confirm your e-mail address for Rivalscope");
    expect(mail.text).toMatch(/works once and for 24 hours/);
    expect((await call(meRoute, "http://localhost/api/user/me", { token })).body.data.emailVerified).toBe(false);
    expect((await call(profileRoute, "http://localhost/api/user/profile", { token })).body.data.emailVerified).toBe(false);
  });

  it("the link verifies the address without a session, once", async () => {
    const { email, token, link } = await signupAndLink();
    const res = await call(verifyRoute, verifyUrl, { body: { token: link }, headers: client() });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ verified: true, email });
    expect((await call(meRoute, "http://localhost/api/user/me", { token })).body.data.emailVerified).toBe(true);
    const again = await call(verifyRoute, verifyUrl, { body: { token: link }, headers: client() });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/invalid, has expired or was already used/);
  });

  it("refuses an expired link, an unknown one and a missing one", async () => {
    const { user, link } = await signupAndLink();
    await getDb().execute(sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    for (const body of [{ token: link }, { token: "made-up-token-value" }, {}]) {
      const res = await call(verifyRoute, verifyUrl, { body, headers: client() });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/verification link is invalid/);
    }
    const [row] = await getDb().select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row.at).toBeNull();
  });

  it("resend mails a new link to the signed-in user; both links work until one is used", async () => {
    const { email, token, link } = await signupAndLink();
    const res = await call(resendRoute, resendUrl, { token, method: "POST" });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ sent: true, email });
    const uid = (await call(meRoute, "http://localhost/api/user/me", { token })).body.data.id;
    await runQueued("email.verify", "userId", uid);
    const mails = await mailsTo(email, "verify-email");
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1], "/verify-email");
    expect(second).not.toBe(link);
    expect((await call(verifyRoute, verifyUrl, { body: { token: second }, headers: client() })).status).toBe(200);
    // Verified: the older link is void, and resend says there is nothing to do.
    expect((await call(verifyRoute, verifyUrl, { body: { token: link }, headers: client() })).status).toBe(400);
    const done = await call(resendRoute, resendUrl, { token, method: "POST" });
    expect(done.status).toBe(409);
    expect(done.body.error.message).toBe("Your e-mail address is already verified");
  });

  it("resend needs a session and is limited per account", async () => {
    expect((await call(resendRoute, resendUrl, { method: "POST" })).status).toBe(401);
    const { token } = await makeUser("Rex Resend", { verified: false });
    for (let i = 0; i < VERIFY_EMAIL_LIMITS.resend.limit; i++) expect((await call(resendRoute, resendUrl, { token, method: "POST" })).status).toBe(202);
    const blocked = await call(resendRoute, resendUrl, { token, method: "POST" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Too many verification e-mails/);
  });

  it("a verification job for an address verified in the meantime mails nothing", async () => {
    const { user } = await makeUser();
    const db = getDb();
    const { verifyEmailJob } = await import("@/lib/notify/email-account");
    const r = await executeJob(verifyEmailJob, { userId: user.id, requestId: crypto.randomUUID() }, { db, step: dbStep(db, `t:${crypto.randomUUID()}`), attempt: 1, maxAttempts: 1, log: () => {} });
    expect(r).toEqual({ status: "skipped", reason: "already verified" });
  });
});

describe("unverified addresses get no e-mail alerts", () => {
  async function withHighChange(userId: string) {
    const db = getDb();
    const [c] = await db.insert(competitors).values({ userId, name: "Acme", url: "https://acme.example", domain: "acme.example", status: "active" }).returning();
    const [ch] = await db.insert(changes).values({ userId, competitorId: c.id, type: "pricing", importance: "high", description: "Pro went from $49 to $59", url: "https://acme.example/pricing" }).returning();
    return { competitorId: c.id, changeIds: [ch.id] };
  }
  const run = <P,>(def: JobDefinition<P>, payload: unknown) =>
    executeJob(def, payload, { db: getDb(), step: dbStep(getDb(), `t:${crypto.randomUUID()}`), attempt: 1, maxAttempts: 1, log: () => {} });

  it("no change alert and no weekly digest until the address is verified; then both go out", async () => {
    const { user } = await makeUser("Ursula Unverified", { verified: false });
    const a = await withHighChange(user.id);
    expect(await run(changeAlertJob, { userId: user.id, ...a, scanJobId: `scan-${crypto.randomUUID()}` })).toEqual({ status: "skipped", reason: "e-mail address not verified" });
    expect(await run(weeklyDigestUserJob, { userId: user.id, from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() })).toMatchObject({ status: "skipped", reason: "e-mail address not verified" });
    expect(await mailsTo(user.email, "change-alert")).toEqual([]);

    await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect(await run(changeAlertJob, { userId: user.id, ...a, scanJobId: `scan-${crypto.randomUUID()}` })).toMatchObject({ status: "complete" });
    expect(await mailsTo(user.email, "change-alert")).toHaveLength(1);
  });
});
