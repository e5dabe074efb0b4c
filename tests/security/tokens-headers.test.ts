import { describe, it, expect } from "vitest";
import { SignJWT } from "jose";
import { NextRequest } from "next/server";
import { GET as changesStream } from "@/app/api/live/changes/route";
import { POST as streamToken } from "@/app/api/live/token/route";
import { GET as jobsRoute } from "@/app/api/jobs/route";
import { proxy } from "@/proxy";
import { env } from "@/lib/env";
import { signAccessToken } from "@/lib/auth/tokens";
import { call, makeUser } from "../helpers/http";

/** Opens a stream and reads only its status (the body is cancelled at once). */
async function streamStatus(url: string): Promise<number> {
  const res = await changesStream(new Request(url));
  await res.body?.cancel().catch(() => undefined);
  return res.status;
}

describe("live stream tokens", () => {
  it("accept the short-lived stream token in ?token=", async () => {
    const { token } = await makeUser();
    const t = await call(streamToken, "http://localhost/api/live/token", { method: "POST", token });
    expect(await streamStatus(`http://localhost/api/live/changes?token=${t.body.data.token}`)).toBe(200);
  });

  it("refuse the 12-hour access token in ?token=", async () => {
    const { token } = await makeUser();
    expect(await streamStatus(`http://localhost/api/live/changes?token=${token}`)).toBe(401);
  });

  it("refuse an expired stream token", async () => {
    const { user } = await makeUser();
    const expired = await signAccessToken(user.id, user.tokenVersion, -60, "stream");
    expect(await streamStatus(`http://localhost/api/live/changes?token=${expired}`)).toBe(401);
  });
});

describe("tokens without an expiry", () => {
  it("are refused even when validly signed", async () => {
    const { user } = await makeUser();
    const key = new TextEncoder().encode(`access:${env().AUTH_SECRET}`);
    const forever = await new SignJWT({ ver: user.tokenVersion, pur: "access" }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(user.id).setIssuedAt().setIssuer("rivalscope").sign(key);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token: forever })).status).toBe(401);
    const streamForever = await new SignJWT({ ver: user.tokenVersion, pur: "stream" }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(user.id).setIssuer("rivalscope").sign(key);
    expect(await streamStatus(`http://localhost/api/live/changes?token=${streamForever}`)).toBe(401);
    // The same token with an expiry is accepted: only the missing claim is refused.
    const bounded = await new SignJWT({ ver: user.tokenVersion, pur: "access" }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setSubject(user.id).setIssuedAt().setExpirationTime("1h").setIssuer("rivalscope").sign(key);
    expect((await call(jobsRoute, "http://localhost/api/jobs", { token: bounded })).status).toBe(200);
  });
});

describe("page security headers (proxy.ts)", () => {
  function csp(res: Response): Record<string, string> {
    const value = res.headers.get("content-security-policy") ?? "";
    return Object.fromEntries(value.split(";").map((d) => d.trim()).filter(Boolean).map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]));
  }

  it("sends a nonce-based CSP on pages, a fresh nonce each time, and hands the nonce to Next", async () => {
    const a = await proxy(new NextRequest("http://localhost/"));
    const b = await proxy(new NextRequest("http://localhost/pricing"));
    const policy = csp(a);
    const nonce = /'nonce-([^']+)'/.exec(policy["script-src"])?.[1];
    expect(nonce).toBeTruthy();
    expect(policy["script-src"]).not.toContain("unsafe-inline");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["base-uri"]).toBe("'self'");
    expect(csp(b)["script-src"]).not.toContain(nonce!);
    // NextResponse.next({ request: { headers } }) passes the overridden request headers on to Next's renderer.
    expect(a.headers.get("x-middleware-request-content-security-policy")).toContain(`'nonce-${nonce}'`);
  });

  it("sends HSTS over https only", async () => {
    expect((await proxy(new NextRequest("https://app.example/"))).headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect((await proxy(new NextRequest("http://localhost/", { headers: { "x-forwarded-proto": "https" } }))).headers.get("strict-transport-security")).toBeTruthy();
    expect((await proxy(new NextRequest("http://localhost/"))).headers.get("strict-transport-security")).toBeNull();
  });

  it("still redirects signed-out visitors of the dashboard to /login, with the CSP", async () => {
    const res = await proxy(new NextRequest("http://localhost/dashboard/competitors"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost/login?next=%2Fdashboard%2Fcompetitors");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
