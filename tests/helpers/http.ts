import crypto from "node:crypto";
import { getDb } from "@/db/client";
import { signup, issueTokens } from "@/lib/auth/service";
import { markEmailVerified } from "@/db/queries/account-tokens";

/** Response bodies are read loosely in tests: assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions navigate arbitrary JSON
export type ApiBody = any;

type Handler = (req: Request, ctx?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
  params?: Record<string, string>;
}

/** Calls a real route handler with a real Request, as Next would. */
export async function call(handler: Handler, url: string, opts: CallOptions = {}): Promise<{ status: number; body: ApiBody; headers: Headers }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const req = new Request(new URL(url, "http://localhost"), { method: opts.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export const STRONG_PASSWORD = "Quartz-Lantern-92!x";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomBytes(6).toString("hex")}@example.test`;
}

/**
 * A signed-up user with an access token (the real signup and token code). Verified by default, as a
 * customer in good standing (unverified addresses get no alerts); `{ verified: false }` for a new one.
 */
export async function makeUser(name = "Test User", opts: { verified?: boolean } = {}) {
  const db = getDb();
  const created = await signup(db, { name, email: uniqueEmail(), password: STRONG_PASSWORD });
  const user = opts.verified === false ? created : { ...created, emailVerifiedAt: new Date() };
  if (opts.verified !== false) await markEmailVerified(db, { userId: user.id });
  const tokens = await issueTokens(db, user);
  return { user, tokens, token: tokens.accessToken, db };
}
