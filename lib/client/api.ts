import { STORAGE_KEYS } from "./storage";

export class ApiClientError extends Error {
  constructor(public readonly status: number, message: string, public readonly code?: string) {
    super(message);
    this.name = "ApiClientError";
  }
}

function authHeaders(): Record<string, string> {
  if (typeof window === "undefined") return {};
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  if (token) return { authorization: `Bearer ${token}` };
  const key = localStorage.getItem(STORAGE_KEYS.apiKey);
  return key ? { "x-api-key": key } : {};
}

let refreshing: Promise<boolean> | null = null;
async function tryRefresh(): Promise<boolean> {
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!refreshToken) return false;
  refreshing ??= fetch("/api/auth/refresh", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken }) })
    .then(async (r) => {
      if (!r.ok) return false;
      const { data } = await r.json();
      localStorage.setItem(STORAGE_KEYS.authToken, data.tokens.accessToken);
      localStorage.setItem(STORAGE_KEYS.apiKey, data.tokens.accessToken);
      localStorage.setItem(STORAGE_KEYS.refreshToken, data.tokens.refreshToken);
      return true;
    })
    .catch(() => false)
    .finally(() => (refreshing = null));
  return refreshing;
}

/** The message thrown by a failed call, or the specification's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** Message rule of spec §7: error.message, or error, otherwise 'HTTP {status}: {text}'. */
async function errorFrom(res: Response): Promise<ApiClientError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text);
    const msg = typeof body?.error === "string" ? body.error : body?.error?.message ?? body?.message;
    if (msg) return new ApiClientError(res.status, msg, body?.error?.code);
  } catch {
    /* not JSON */
  }
  return new ApiClientError(res.status, `HTTP ${res.status}: ${text || res.statusText}`);
}

/** Calls our API with the stored token (or API key) and cookies; unwraps `data`. */
export async function api<T = unknown>(path: string, init: RequestInit & { json?: unknown; raw?: boolean } = {}): Promise<T> {
  const doFetch = () =>
    fetch(path, {
      ...init,
      credentials: "include",
      headers: { ...(init.json !== undefined ? { "content-type": "application/json" } : {}), ...authHeaders(), ...(init.headers as Record<string, string>) },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  let res = await doFetch();
  if (res.status === 401 && (await tryRefresh())) res = await doFetch();
  if (!res.ok) throw await errorFrom(res);
  const body = await res.json();
  return (init.raw ? body : body.data) as T;
}
