import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, it, expect } from "vitest";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as chatRoute } from "@/app/api/chat/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { generateApiKey } from "@/lib/auth/api-keys";
import { clientAddress, normalizeAddress, PEER_HEADER } from "@/lib/api/client-address";
import { installPeerAddressHook } from "@/lib/api/peer-hook";
import { ROUTE_LIMITS } from "@/lib/api/rate-limit";
import { SIGNIN_LIMITS } from "@/lib/auth/signin-limits";
import { env } from "@/lib/env";
import { call, makeUser, uniqueEmail, STRONG_PASSWORD } from "../helpers/http";

const signinUrl = "http://localhost/api/auth/signin";
const WRONG = "Wrong-password-1!";
let nextPeer = 1;
/** A distinct socket address per simulated client (what the server hook writes from the TCP socket). */
const peer = () => `198.51.${Math.floor(nextPeer / 250)}.${nextPeer++ % 250}`;

async function signinFrom(peerAddress: string, email: string, password: string, extra: Record<string, string> = {}) {
  return call(signinRoute, signinUrl, { body: { email, password }, headers: { [PEER_HEADER]: peerAddress, ...extra } });
}

describe("client address", () => {
  const req = (headers: Record<string, string>) => new Request("http://localhost/x", { headers });

  it("is the socket, whatever X-Forwarded-For says, with no trusted proxy", () => {
    expect(clientAddress(req({ [PEER_HEADER]: "203.0.113.9", "x-forwarded-for": "1.1.1.1, 2.2.2.2" }), 0)).toBe("203.0.113.9");
  });

  it("takes the entry the outermost trusted proxy saw, never one the client wrote", () => {
    const h = { [PEER_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.1" };
    expect(clientAddress(req(h), 1)).toBe("10.0.0.1");
    expect(clientAddress(req(h), 2)).toBe("203.0.113.5");
    // More proxies configured than entries: the leftmost entry, not a shared bucket.
    expect(clientAddress(req({ [PEER_HEADER]: "10.0.0.2" }), 3)).toBe("10.0.0.2");
  });

  it("buckets IPv6 clients by /64 and unwraps IPv4-mapped addresses", () => {
    expect(normalizeAddress("2001:db8:1:2:aaaa::1")).toBe(normalizeAddress("2001:db8:1:2:ffff::9"));
    expect(normalizeAddress("2001:db8:1:2::1")).not.toBe(normalizeAddress("2001:db8:1:3::1"));
    expect(normalizeAddress("::ffff:192.0.2.4")).toBe("192.0.2.4");
  });

  it("the server hook writes the socket address over a header the client sent", async () => {
    installPeerAddressHook();
    const server = http.createServer((req, res) => res.end(JSON.stringify({ peer: req.headers[PEER_HEADER], xff: req.headers["x-forwarded-for"] })));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } });
      const body = await res.json();
      expect(body.peer).toBe("127.0.0.1");
      expect(clientAddress(new Request("http://x/", { headers: { [PEER_HEADER]: body.peer, "x-forwarded-for": body.xff } }), 0)).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});

describe("sign-in limits", () => {
  it("rotating X-Forwarded-For does not give a client fresh attempts", async () => {
    const email = uniqueEmail("xff");
    const from = peer();
    const statuses: number[] = [];
    for (let i = 0; i < SIGNIN_LIMITS.perPair + 3; i++) {
      statuses.push((await signinFrom(from, email, WRONG, { "x-forwarded-for": `10.${i}.${i}.${i}`, "x-real-ip": `10.1.${i}.1` })).status);
    }
    expect(statuses.slice(0, SIGNIN_LIMITS.perPair).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGNIN_LIMITS.perPair).every((s) => s === 429)).toBe(true);
  });

  it("checks exactly 5 of 30 parallel wrong passwords for one account and client", async () => {
    const { user } = await makeUser();
    const from = peer();
    const results = await Promise.all(Array.from({ length: 30 }, () => signinFrom(from, user.email, WRONG)));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBe(SIGNIN_LIMITS.perPair);
    expect(results.filter((r) => r.status === 429).length).toBe(30 - SIGNIN_LIMITS.perPair);
    // The right password from the same client is locked out too.
    expect((await signinFrom(from, user.email, STRONG_PASSWORD)).status).toBe(429);
  });

  it("a right password among 20 parallel wrong ones from one client is checked only within the 5 allowed attempts", async () => {
    const { user } = await makeUser();
    const from = peer();
    const attempts = [...Array.from({ length: 10 }, () => WRONG), STRONG_PASSWORD, ...Array.from({ length: 10 }, () => WRONG)];
    const results = await Promise.all(attempts.map((p) => signinFrom(from, user.email, p)));
    const checked = results.filter((r) => r.status === 401 || r.status === 200).length;
    expect(checked).toBeLessThanOrEqual(SIGNIN_LIMITS.perPair);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(21 - SIGNIN_LIMITS.perPair);
  });

  it("a right password among 20 parallel wrong ones from the same client does not get through once locked", async () => {
    const { user } = await makeUser();
    const from = peer();
    for (let i = 0; i < SIGNIN_LIMITS.perPair; i++) await signinFrom(from, user.email, WRONG);
    const attempts = [...Array.from({ length: 20 }, () => WRONG), STRONG_PASSWORD];
    const results = await Promise.all(attempts.map((p) => signinFrom(from, user.email, p)));
    expect(results.every((r) => r.status === 429)).toBe(true);
  });

  it("the owner still signs in from their own client during a flood from other clients", async () => {
    const { user } = await makeUser();
    const attackers = Array.from({ length: 4 }, () => peer());
    const flood = Promise.all(attackers.flatMap((a) => Array.from({ length: 10 }, () => signinFrom(a, user.email, WRONG))));
    const owner = await signinFrom(peer(), user.email, STRONG_PASSWORD);
    expect(owner.status).toBe(200);
    const statuses = (await flood).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(attackers.length * SIGNIN_LIMITS.perPair);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("delays failures progressively once an account has several", async () => {
    const { user } = await makeUser();
    const timings: number[] = [];
    for (let i = 0; i < SIGNIN_LIMITS.delayAfter + 2; i++) {
      const t = Date.now();
      expect((await signinFrom(peer(), user.email, WRONG)).status).toBe(401);
      timings.push(Date.now() - t);
    }
    expect(timings[SIGNIN_LIMITS.delayAfter + 1]).toBeGreaterThanOrEqual(SIGNIN_LIMITS.delayBaseMs * 2 - 20);
  });

  it("clients without X-Forwarded-For do not share one bucket", async () => {
    const a = peer();
    for (let i = 0; i < SIGNIN_LIMITS.perClient + 1; i++) await signinFrom(a, uniqueEmail("spray"), WRONG);
    expect((await signinFrom(a, uniqueEmail("spray"), WRONG)).status).toBe(429);
    const { user } = await makeUser();
    expect((await signinFrom(peer(), user.email, STRONG_PASSWORD)).status).toBe(200);
  });
});

describe("limits on API keys, chat and signup", () => {
  it("limits requests made with an API key", async () => {
    const { user } = await makeUser();
    const k = generateApiKey();
    await getDb().insert(apiKeys).values({ userId: user.id, name: "flood", keyHash: k.hash, keyPreview: k.preview });
    const results = await Promise.all(Array.from({ length: ROUTE_LIMITS.apiKey.limit + 5 }, () => call(jobsRoute, "http://localhost/api/jobs", { headers: { "x-api-key": k.key } })));
    expect(results.filter((r) => r.status === 200).length).toBe(ROUTE_LIMITS.apiKey.limit);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.error).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits chat messages per account", async () => {
    const { token } = await makeUser();
    const results = await Promise.all(
      Array.from({ length: ROUTE_LIMITS.chat.limit + 3 }, () => call(chatRoute, "http://localhost/api/chat", { body: { query: "" }, token })),
    );
    expect(results.filter((r) => r.status === 429).length).toBe(3);
  });

  it("limits account creation per client address", async () => {
    const from = peer();
    const statuses: number[] = [];
    for (let i = 0; i < env().SIGNUP_LIMIT_PER_HOUR + 1; i++) {
      const res = await call(signupRoute, "http://localhost/api/auth/signup", { body: { name: "", email: uniqueEmail(), password: STRONG_PASSWORD }, headers: { [PEER_HEADER]: from } });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
  });
});
