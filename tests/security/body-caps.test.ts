/**
 * Routes that read their own body (outside the route wrapper's JSON parsing) cap it like every other:
 * an endless body sent without Content-Length is refused with 413 after MAX_BODY_BYTES, not buffered
 * to the end — the Stripe webhook (configured or not), the unsubscribe form post, the Inngest endpoint
 * and Auth.js's own routes under /api/session. Each case fails with its route's cap removed (the
 * handler reads the whole endless body, 20 × the limit, and answers something other than 413).
 */
import { describe, it, expect } from "vitest";
import { NextRequest } from "next/server";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { POST as inngestPost } from "@/app/api/inngest/route";
import { POST as authJsPost } from "@/app/api/session/[...nextauth]/route";
import { env } from "@/lib/env";

/** A body of `total` bytes streamed in 64 KB chunks with no Content-Length; `sent()` counts what was pulled. */
function endlessBody(total: number) {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= total) return c.close();
      sent += chunk.byteLength;
      c.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

function post(url: string, contentType: string, body: ReadableStream<Uint8Array>): NextRequest {
  return new NextRequest(url, { method: "POST", body, headers: { "content-type": contentType }, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
}

const limit = () => env().MAX_BODY_BYTES;

describe("routes reading their own body", () => {
  const cases: [string, () => Promise<{ res: Response; sent: number }>][] = [
    [
      "the Stripe webhook",
      async () => {
        const b = endlessBody(limit() * 20);
        const res = await stripeWebhook(post("http://localhost/api/webhooks/stripe", "application/json", b.stream));
        return { res, sent: b.sent() };
      },
    ],
    [
      "the unsubscribe form post",
      async () => {
        const b = endlessBody(limit() * 20);
        const res = await unsubscribe(post("http://localhost/api/unsubscribe", "application/x-www-form-urlencoded", b.stream));
        return { res, sent: b.sent() };
      },
    ],
    [
      "the Inngest endpoint",
      async () => {
        const b = endlessBody(limit() * 20);
        const res = await inngestPost(post("http://localhost/api/inngest?fnId=x&stepId=step", "application/json", b.stream), {});
        return { res, sent: b.sent() };
      },
    ],
    [
      "Auth.js's sign-in callback",
      async () => {
        const b = endlessBody(limit() * 20);
        const res = await authJsPost(post("http://localhost/api/session/callback/credentials", "application/x-www-form-urlencoded", b.stream), { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
        return { res, sent: b.sent() };
      },
    ],
  ];
  for (const [name, send] of cases) {
    it(`${name} answers 413 for a body over MAX_BODY_BYTES sent without Content-Length, reading little past the limit`, async () => {
      const { res, sent } = await send();
      expect(res.status).toBe(413);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("payload_too_large");
      expect(body.error.message).toMatch(/Request body is too large/);
      expect(sent).toBeLessThan(limit() + 4 * 64 * 1024);
    });
  }

  it("the Stripe webhook still answers a small body as before (503 while unconfigured)", async () => {
    expect(env().STRIPE_WEBHOOK_SECRET).toBeUndefined();
    const res = await stripeWebhook(new NextRequest("http://localhost/api/webhooks/stripe", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }));
    expect(res.status).toBe(503);
  });

  it("Auth.js still answers a small form post as before (its own redirect, not 413)", async () => {
    const body = new URLSearchParams({ email: "nobody@example.test", password: "x", csrfToken: "none" }).toString();
    const req = new NextRequest("http://localhost/api/session/callback/credentials", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const res = await authJsPost(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
    expect(res.status).toBe(302);
  });
});
