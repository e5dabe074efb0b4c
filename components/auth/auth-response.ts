import { storeSignIn, type StoredUser } from "@/lib/client/storage";

export const NETWORK_ERROR = "Network error: Unable to connect to server";
export const CONNECTION_ERROR = "Connection error. Is the API running?";

/** A same-origin JSON POST with the session cookie (the auth forms' calls, before a token exists). */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** A failed call's message: the network message when fetch never got an answer, else unexpectedMessage. */
export function failureMessage(err: unknown): string {
  return err instanceof TypeError ? NETWORK_ERROR : unexpectedMessage(err);
}

export interface JsonReply { ok: boolean; status: number; body: unknown; message: string | undefined }

/** postJson, read: the status, the JSON body (null when there is none) and the server's message. */
export async function postForm(path: string, body: unknown): Promise<JsonReply> {
  const res = await postJson(path, body);
  const json: unknown = await res.json().catch(() => null);
  return { ok: res.ok, status: res.status, body: json, message: serverMessage(json) };
}

/** Only same-site paths: '/x' but not '//host', '/\\host' or '/<tab>/host'. Anything else goes to /dashboard. */
export function safeNext(next: string | string[] | undefined | null, fallback = "/dashboard"): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith("/")) return fallback;
  // URL parsers drop tabs and newlines and read "\" as "/", so "/\t/evil.example" or "/\\evil.example"
  // would leave the site: keep the path only when it resolves to this origin.
  const base = "http://rivalscope.invalid";
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return fallback;
  }
  const hostile = [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\");
  if (hostile || resolved.origin !== base || value.startsWith("//")) return fallback;
  return value;
}

/** The message of an error body: error.message, or error when it is a string, or message. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as { error?: unknown; message?: unknown };
  if (typeof b.error === "string" && b.error) return b.error;
  if (b.error && typeof b.error === "object") {
    const m = (b.error as { message?: unknown }).message;
    if (typeof m === "string" && m) return m;
  }
  return typeof b.message === "string" && b.message ? b.message : undefined;
}

/** 'Error: ' + message for unexpected failures, else the connection hint (spec §8). */
export function unexpectedMessage(err: unknown): string {
  return err instanceof Error && err.message ? `Error: ${err.message}` : CONNECTION_ERROR;
}

interface AuthPayload {
  tokens?: { accessToken?: string; refreshToken?: string };
  session?: { token?: string };
  apiKey?: string;
  token?: string;
  user?: StoredUser;
}

/**
 * Stores a sign-in response (spec §7): the token from tokens.accessToken, session.token, apiKey or
 * token; tokens.refreshToken; user. Throws when the response carries no token.
 */
export function storeAuthResponse(body: unknown): void {
  const data = ((body as { data?: AuthPayload } | null)?.data ?? body ?? {}) as AuthPayload;
  const accessToken = data.tokens?.accessToken ?? data.session?.token ?? data.apiKey ?? data.token;
  if (!accessToken) throw new Error("No access token in the server response");
  if (!data.user) throw new Error("No user in the server response");
  storeSignIn({ tokens: { accessToken, refreshToken: data.tokens?.refreshToken ?? "" }, user: data.user });
}
