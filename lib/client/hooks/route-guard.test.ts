import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { clearSignIn, evaluateGuard, runRouteGuard } from "./route-guard";

class MemoryStorage {
  private map = new Map<string, string>();
  constructor(init: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(init)) this.map.set(k, v);
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  keys() {
    return [...this.map.keys()].sort();
  }
}

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const jwt = (payload: object) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(payload)}.signature`;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const future = jwt({ sub: "u1", exp: NOW / 1000 + 3600 });
const past = jwt({ sub: "u1", exp: NOW / 1000 - 1 });

describe("route guard (spec §4)", () => {
  it("sends a visitor with no stored token to /login", () => {
    expect(runRouteGuard(new MemoryStorage(), NOW)).toBe("login");
  });

  it("allows a three-part token that has not expired", () => {
    const s = new MemoryStorage({ [STORAGE_KEYS.authToken]: future, [STORAGE_KEYS.refreshToken]: "r" });
    expect(runRouteGuard(s, NOW)).toBe("allow");
    expect(s.keys()).toEqual([STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken].sort());
  });

  it("removes the token, API key and refresh token of an expired token and goes to /login", () => {
    const s = new MemoryStorage({
      [STORAGE_KEYS.authToken]: past,
      [STORAGE_KEYS.apiKey]: past,
      [STORAGE_KEYS.refreshToken]: "refresh",
      [STORAGE_KEYS.user]: "{}",
      [STORAGE_KEYS.onboardingSeen]: "true",
    });
    expect(evaluateGuard(s, NOW)).toBe("expired");
    expect(runRouteGuard(s, NOW)).toBe("login");
    expect(s.keys()).toEqual([STORAGE_KEYS.onboardingSeen, STORAGE_KEYS.user].sort());
  });

  it("treats a token whose expiry equals now as expired", () => {
    expect(evaluateGuard(new MemoryStorage({ [STORAGE_KEYS.authToken]: jwt({ exp: NOW / 1000 }) }), NOW)).toBe("expired");
  });

  it.each([
    ["garbage", "not-a-token"],
    ["three parts with a payload that is not JSON", "aaa.bbb.ccc"],
    ["three parts without exp", jwt({ sub: "u1" })],
    ["two parts", "abc.def"],
  ])("sends an unparseable token (%s) to /login without touching storage", (_label, token) => {
    const s = new MemoryStorage({ [STORAGE_KEYS.authToken]: token, [STORAGE_KEYS.refreshToken]: "r" });
    expect(runRouteGuard(s, NOW)).toBe("login");
    expect(s.getItem(STORAGE_KEYS.refreshToken)).toBe("r");
  });

  it("falls back to a stored API key when there is no auth token", () => {
    expect(runRouteGuard(new MemoryStorage({ [STORAGE_KEYS.apiKey]: future }), NOW)).toBe("allow");
    expect(runRouteGuard(new MemoryStorage({ [STORAGE_KEYS.apiKey]: "rs_live_abc123" }), NOW)).toBe("allow");
  });

  it("does not verify the signature on the client", () => {
    const forged = future.replace(/\.signature$/, ".forged");
    expect(runRouteGuard(new MemoryStorage({ [STORAGE_KEYS.authToken]: forged }), NOW)).toBe("allow");
  });
});

describe("sign-out storage clearing", () => {
  it("removes the token, API key, refresh token, user and demo e-mail but keeps UI flags", () => {
    const s = new MemoryStorage({
      [STORAGE_KEYS.authToken]: future,
      [STORAGE_KEYS.apiKey]: future,
      [STORAGE_KEYS.refreshToken]: "r",
      [STORAGE_KEYS.user]: "{}",
      [STORAGE_KEYS.demoEmail]: "demo@example.com",
      [STORAGE_KEYS.betaDismissed]: "true",
      [STORAGE_KEYS.onboardingSeen]: "true",
    });
    clearSignIn(s);
    expect(s.keys()).toEqual([STORAGE_KEYS.betaDismissed, STORAGE_KEYS.onboardingSeen].sort());
  });
});
