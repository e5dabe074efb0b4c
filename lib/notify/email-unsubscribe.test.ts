import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { makeUser } from "@/tests/helpers/http";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { signUnsubscribeToken, unsubscribeHeaders } from "./email-unsubscribe";

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
