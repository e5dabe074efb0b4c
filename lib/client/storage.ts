/** The browser local-storage keys of the specification (section 3). */
export const STORAGE_KEYS = {
  authToken: "auth_token",
  apiKey: "api_key",
  refreshToken: "refresh_token",
  user: "user",
  betaDismissed: "beta-notice-dismissed",
  onboardingSeen: "has-seen-onboarding",
  demoEmail: "demo_email",
} as const;

export interface StoredUser { id: string; email: string; name: string; company?: string | null; emailVerified?: boolean; createdAt?: string }

export function storeSignIn(data: { tokens: { accessToken: string; refreshToken: string }; user: StoredUser }): void {
  localStorage.setItem(STORAGE_KEYS.authToken, data.tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.apiKey, data.tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, data.tokens.refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(data.user));
}

export function storedUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function isSignedInLocally(): boolean {
  return Boolean(localStorage.getItem(STORAGE_KEYS.authToken) || localStorage.getItem(STORAGE_KEYS.apiKey));
}

/** Decodes a JWT's exp without verifying (the server verifies). Returns null when unparseable. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(atob(parts[1].replace(/-/g, "+").replace(/_/g, "/")));
    return typeof payload.exp === "number" ? payload.exp : null;
  } catch {
    return null;
  }
}

/** Route-guard rule of spec §4: "ok", or "login" (no token, expired, or unparseable). */
export function guardDecision(token: string | null, now = Date.now()): "ok" | "login" | "expired" {
  if (!token) return "login";
  const parts = token.split(".");
  if (parts.length === 3) {
    const exp = tokenExpiry(token);
    if (exp === null) return "login";
    if (exp * 1000 <= now) return "expired";
    return "ok";
  }
  // API keys are not JWTs: allowed as they are.
  return token.startsWith("rs_live_") ? "ok" : "login";
}
