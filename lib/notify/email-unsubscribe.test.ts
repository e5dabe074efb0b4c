import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { emails, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { GET as outbox } from "@/app/api/dev/outbox/route";
import { signUnsubscribeToken, unsubscribeHeaders } from "./email-unsubscribe";
import { sendEmail } from "./send-email";

const prefs = async (userId: string) => {
  const [u] = await getDb().select({ changeAlerts: users.changeAlerts, weeklyDigest: users.weeklyDigest, productUpdates: users.productUpdates }).from(users).where(eq(users.id, userId));
  return u;
};

afterAll(async () => {
  await closeDb();
});

describe("unsubscribe tokens", () => {
  it("headers carry an https URL when APP_URL is https, a mailto, and one-click POST", () => {
    const saved = process.env.APP_URL;
    process.env.APP_URL = "https://rivalscope.example";
    resetEnvCache();
    try {
      const h = unsubscribeHeaders("11111111-1111-4111-8111-111111111111", "changeAlerts");
      expect(h["List-Unsubscribe"]).toMatch(/^<https:\/\/rivalscope\.example\/api\/unsubscribe\?token=[^>]+>, <mailto:unsubscribe@[^>]+>$/);
      expect(h["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    } finally {
      if (saved === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = saved;
      resetEnvCache();
    }
  });
});

describe("GET /api/unsubscribe", () => {
  it("shows a confirmation page and never unsubscribes", async () => {
    const { user } = await makeUser();
    const token = signUnsubscribeToken(user.id, "changeAlerts");
    const res = await unsubscribePage(new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Unsubscribe from change alert e-mails?");
    expect(html).toContain('method="post"');
    expect(await prefs(user.id)).toEqual({ changeAlerts: true, weeklyDigest: true, productUpdates: false });
  });
});

describe("POST /api/unsubscribe", () => {
  it("one-click (RFC 8058) unsubscribes from the token's topic only", async () => {
    const { user } = await makeUser();
    const token = signUnsubscribeToken(user.id, "weeklyDigest");
    const res = await unsubscribe(
      new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { unsubscribed: true, topic: "weeklyDigest" } });
    expect(await prefs(user.id)).toEqual({ changeAlerts: true, weeklyDigest: false, productUpdates: false });
  });

  it("the confirmation form (token in the body) answers with a page; 'all' turns everything off", async () => {
    const { user } = await makeUser();
    const token = signUnsubscribeToken(user.id, "all");
    const res = await unsubscribe(
      new Request("http://localhost/api/unsubscribe", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({ token }).toString(),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You're unsubscribed");
    expect(await prefs(user.id)).toEqual({ changeAlerts: false, weeklyDigest: false, productUpdates: false });
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the signed-in user's recent mails and shows one as HTML, never another user's", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const mail = (userId: string, to: string, key: string) =>
      sendEmail(getDb(), { userId, kind: "test", dedupeKey: key, to, subject: `Hello ${key}`, html: `<p>${key}</p>`, text: key });
    await mail(a.user.id, a.user.email, `outbox-a-${a.user.id}`);
    await mail(b.user.id, b.user.email, `outbox-b-${b.user.id}`);
    const list = await call(outbox, "/api/dev/outbox", { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ subject: `Hello outbox-a-${a.user.id}`, status: "outbox", viewUrl: expect.stringContaining("format=html") });
    const html = await call(outbox, `/api/dev/outbox?id=${list.body.data[0].id}&format=html`, { token: a.token });
    expect(html.body).toBe(`<p>outbox-a-${a.user.id}</p>`);
    const [bRow] = await getDb().select().from(emails).where(eq(emails.userId, b.user.id));
    expect((await call(outbox, `/api/dev/outbox?id=${bRow.id}`, { token: a.token })).status).toBe(404);
    expect((await call(outbox, "/api/dev/outbox")).status).toBe(401);
  });

  it("does not exist in production", async () => {
    const { token } = await makeUser();
    Object.assign(process.env, { NODE_ENV: "production" });
    resetEnvCache();
    try {
      expect((await call(outbox, "/api/dev/outbox", { token })).status).toBe(404);
    } finally {
      Object.assign(process.env, { NODE_ENV: "test" });
      resetEnvCache();
    }
  });
});
