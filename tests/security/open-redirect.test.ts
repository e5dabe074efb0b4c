/**
 * Open redirects (issue 12, point 7). Two places take a redirect target from a request: the sign-in
 * page's `?next=` (safeNext, used for router.push after sign-in) and the Stripe checkout/portal
 * return URLs (sameSiteUrl). Every off-site form must fall back (safeNext) or be refused with 400
 * (sameSiteUrl); each result is resolved the way a browser would, against the site's own origin.
 * (The sign-in page itself: tests/e2e/auth-pages.spec.ts opens /login?next=//evil.example.com/.)
 */
import { describe, expect, it } from "vitest";
import { safeNext } from "@/components/auth/auth-response";
import { sameSiteUrl } from "@/lib/billing/actions";
import { ApiError, apiErrorOf } from "@/lib/api/errors";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";

const SITE = "https://app.rivalscope.test";

/** Off-site targets, in the forms browsers and URL parsers accept. */
const OFF_SITE = [
  "https://evil.example",
  "http://evil.example/dashboard",
  "//evil.example",
  "//evil.example/%2e%2e",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "///evil.example",
  "https:evil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "https://app.rivalscope.test.evil.example/",
  "https://app.rivalscope.test@evil.example/",
  " //evil.example",
  // Tabs and newlines are dropped by URL parsers: "/\t/evil.example" is "//evil.example".
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\t\\evil.example",
];

describe("sign-in ?next= (safeNext)", () => {
  it("keeps same-site paths", () => {
    for (const ok of ["/dashboard/changes?type=pricing", "/settings", "/dashboard/competitors/abc#x"]) {
      expect(safeNext(ok)).toBe(ok);
      expect(new URL(safeNext(ok), SITE).origin).toBe(SITE);
    }
  });

  it.each(OFF_SITE)("falls back to /dashboard for %j", (bad) => {
    const next = safeNext(bad);
    expect(next).toBe("/dashboard");
    expect(new URL(next, SITE).origin).toBe(SITE);
  });

  it("whatever it keeps, resolves to this site", () => {
    const tricky = ["/%2F%2Fevil.example", "/.//evil.example", "/..//evil.example", "/%5Cevil.example", "/?next=//evil.example", "/#//evil.example"];
    for (const t of tricky) expect(new URL(safeNext(t), SITE).origin, t).toBe(SITE);
  });
});

describe("checkout and portal return URLs (sameSiteUrl)", () => {
  it("accepts this site's pages, relative or absolute", () => {
    expect(sameSiteUrl("/subscription/success", SITE, "successUrl")).toBe(`${SITE}/subscription/success`);
    expect(sameSiteUrl(`${SITE}/settings/billing`, SITE, "returnUrl")).toBe(`${SITE}/settings/billing`);
    expect(sameSiteUrl("/x", SITE, "returnUrl").startsWith(SITE)).toBe(true);
    expect(new URL(sameSiteUrl(env().APP_URL, SITE, "successUrl")).origin).toBe(new URL(env().APP_URL).origin);
  });

  /** The result of sameSiteUrl: the URL it allows, or the refusal. */
  function judge(value: string): { url: string } | { error: ApiError } {
    try {
      return { url: sameSiteUrl(value, SITE, "successUrl") };
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      return { error: apiErrorOf(e as DomainError) };
    }
  }

  it.each(OFF_SITE)("never allows an off-site target for %j (refused, or read as a path here)", (bad) => {
    const r = judge(bad);
    if ("url" in r) expect(new URL(r.url).origin).toBe(SITE);
    else {
      expect(r.error.status).toBe(400);
      expect(r.error.message).toMatch(/^successUrl must be a (page of this site|valid URL)$/);
    }
  });

  it("refuses every absolute foreign or script URL with 400", () => {
    const absolute = OFF_SITE.filter((u) => /^(https?:\/\/|\/\/|javascript:|data:)/i.test(u));
    expect(absolute.length).toBeGreaterThanOrEqual(8);
    for (const bad of absolute) {
      const r = judge(bad);
      expect("error" in r, bad).toBe(true);
    }
  });
});
