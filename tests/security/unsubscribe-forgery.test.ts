/**
 * Unsubscribe forgery (issue 12, point 7): the links in e-mails carry an HMAC-signed token naming
 * one user and one topic. A token whose payload was changed (another user, another topic), whose
 * signature was altered, or that is missing is refused, by the page and by the one-click POST, and
 * nobody's preferences change.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { makeUser } from "@/tests/helpers/http";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/notify/email-unsubscribe";

const prefs = async (userId: string) => {
  const [u] = await getDb().select({ changeAlerts: users.changeAlerts, weeklyDigest: users.weeklyDigest, productUpdates: users.productUpdates }).from(users).where(eq(users.id, userId));
  return u;
};

const oneClick = (token: string) =>
  unsubscribe(new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }));

describe("unsubscribe tokens", () => {
  it("round-trip, and refuse tampering or another secret", () => {
    const token = signUnsubscribeToken("11111111-1111-4111-8111-111111111111", "weeklyDigest");
    expect(verifyUnsubscribeToken(token)).toEqual({ userId: "11111111-1111-4111-8111-111111111111", topic: "weeklyDigest" });
    const [payload, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "22222222-2222-4222-8222-222222222222", t: "all" })).toString("base64url");
    expect(verifyUnsubscribeToken(`${forged}.${sig}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${sig.slice(0, -2)}xx`)).toBeNull();
    expect(verifyUnsubscribeToken("garbage")).toBeNull();
    expect(verifyUnsubscribeToken(null)).toBeNull();
  });
});

describe("GET /api/unsubscribe", () => {
  it("answers 400 for an invalid token", async () => {
    const res = await unsubscribePage(new Request("http://localhost/api/unsubscribe?token=nope"));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This unsubscribe link is not valid");
  });
});

describe("POST /api/unsubscribe", () => {
  it("refuses a missing or forged token with the one error shape", async () => {
    const res = await unsubscribe(new Request("http://localhost/api/unsubscribe?token=abc.def", { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "bad_request", message: "Invalid or missing unsubscribe token", requestId: expect.any(String) });
  });

  it("an attacker's own valid signature on a payload naming the victim changes nothing", async () => {
    const [attacker, victim] = await Promise.all([makeUser("Attacker"), makeUser("Victim")]);
    const before = await prefs(victim.user.id);
    const [, sig] = signUnsubscribeToken(attacker.user.id, "changeAlerts").split(".");
    for (const topic of ["changeAlerts", "weeklyDigest", "all"]) {
      const payload = Buffer.from(JSON.stringify({ u: victim.user.id, t: topic })).toString("base64url");
      const res = await oneClick(`${payload}.${sig}`);
      expect(res.status, topic).toBe(400);
      const page = await unsubscribePage(new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(`${payload}.${sig}`)}`));
      expect(page.status, topic).toBe(400);
    }
    // A valid token for one topic cannot be widened to "all" by editing it.
    const valid = signUnsubscribeToken(victim.user.id, "weeklyDigest");
    const widened = `${Buffer.from(JSON.stringify({ u: victim.user.id, t: "all" })).toString("base64url")}.${valid.split(".")[1]}`;
    expect((await oneClick(widened)).status).toBe(400);
    expect((await oneClick("")).status).toBe(400);
    expect(await prefs(victim.user.id)).toEqual(before);
    expect(await prefs(attacker.user.id)).toEqual(before);
  });
});
