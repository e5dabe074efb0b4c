import crypto from "node:crypto";
import type { Db } from "@/db/client";
import { updateProfile } from "@/db/queries/users";
import { env } from "@/lib/env";

/**
 * What a signed unsubscribe token turns off. Account mails (welcome, trial ending) carry 'all':
 * change alerts, weekly digest and product updates, after which account reminders stop as well.
 */
export type UnsubscribeTopic = "changeAlerts" | "weeklyDigest" | "productUpdates" | "all";
const TOPICS: UnsubscribeTopic[] = ["changeAlerts", "weeklyDigest", "productUpdates", "all"];

export const TOPIC_LABELS: Record<UnsubscribeTopic, string> = {
  changeAlerts: "change alert e-mails",
  weeklyDigest: "the weekly digest",
  productUpdates: "product update e-mails",
  all: "all Rivalscope e-mails",
};

function b64url(buf: Buffer | string): string {
  return Buffer.from(buf).toString("base64url");
}

function mac(payload: string): string {
  return crypto.createHmac("sha256", env().AUTH_SECRET).update(`unsubscribe:v1:${payload}`).digest("base64url");
}

/** `<payload>.<HMAC-SHA256 with AUTH_SECRET>`; it does not expire, as unsubscribe links must keep working. */
export function signUnsubscribeToken(userId: string, topic: UnsubscribeTopic): string {
  const payload = b64url(JSON.stringify({ u: userId, t: topic }));
  return `${payload}.${mac(payload)}`;
}

export function verifyUnsubscribeToken(token: string | null | undefined): { userId: string; topic: UnsubscribeTopic } | null {
  if (!token || token.length > 512) return null;
  const [payload, sig, extra] = token.split(".");
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; t?: unknown };
    if (typeof data.u !== "string" || !TOPICS.includes(data.t as UnsubscribeTopic)) return null;
    return { userId: data.u, topic: data.t as UnsubscribeTopic };
  } catch {
    return null;
  }
}

export function unsubscribeUrl(userId: string, topic: UnsubscribeTopic): string {
  return `${env().APP_URL}/api/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(userId, topic))}`;
}

/** The mailbox of the mailto: unsubscribe address, on the domain of EMAIL_FROM. */
export function unsubscribeMailbox(): string {
  const from = env().EMAIL_FROM;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split("@")[1]?.trim() || "rivalscope.local";
  return `unsubscribe@${domain}`;
}

/** RFC 2369 + RFC 8058 headers: an https URL and a mailto, and one-click POST. */
export function unsubscribeHeaders(userId: string, topic: UnsubscribeTopic): Record<string, string> {
  const token = signUnsubscribeToken(userId, topic);
  const url = `${env().APP_URL}/api/unsubscribe?token=${encodeURIComponent(token)}`;
  const mailto = `mailto:${unsubscribeMailbox()}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return { "List-Unsubscribe": `<${url}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function preferencesUrl(): string {
  return `${env().APP_URL}/dashboard/settings`;
}

/** Turns the topic's preference(s) off. Returns false when the user no longer exists. */
export async function applyUnsubscribe(db: Db, params: { userId: string; topic: UnsubscribeTopic }): Promise<boolean> {
  const off = params.topic === "all" ? { changeAlerts: false, weeklyDigest: false, productUpdates: false } : { [params.topic]: false };
  const user = await updateProfile(db, { userId: params.userId, ...off });
  return Boolean(user);
}

/** Account mails stop once the user turned every e-mail off (for example through an 'all' unsubscribe). */
export function optedOutOfAll(user: { changeAlerts: boolean; weeklyDigest: boolean; productUpdates: boolean }): boolean {
  return !user.changeAlerts && !user.weeklyDigest && !user.productUpdates;
}
