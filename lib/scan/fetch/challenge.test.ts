import { describe, it, expect } from "vitest";
import { detectChallenge, visibleText } from "./challenge";

const productPage = (extra = "") =>
  `<!doctype html><html><head><title>Ledgerly — invoicing</title></head><body><main><h1>Invoices that get paid</h1>${"<p>Send invoices, track payments and reconcile your books with one tool built for small finance teams. </p>".repeat(20)}${extra}</main></body></html>`;

describe("detectChallenge", () => {
  it("a 403 whose page carries a challenge form or script is a wall", () => {
    const html = `<html><head><title>One moment</title><script src="/assets/challenge/run.js"></script></head><body><form id="challenge-form" action="/verify?t=1" method="post"></form><noscript>Enable JavaScript and cookies to continue</noscript></body></html>`;
    expect(detectChallenge({ status: 403, html })).toMatch(/HTTP 403 with a bot check/);
  });

  it("a 503 or 429 with short 'checking your browser' text is a wall; the same status with an ordinary error page is not", () => {
    expect(detectChallenge({ status: 503, html: "<html><body><h1>Checking your browser before accessing the site.</h1></body></html>" })).not.toBeNull();
    expect(detectChallenge({ status: 429, html: "<html><body><p>Unusual traffic from your network. Please verify you are a human.</p></body></html>" })).not.toBeNull();
    expect(detectChallenge({ status: 503, html: "<html><body><h1>Service Unavailable</h1><p>Back soon: scheduled maintenance.</p></body></html>" })).toBeNull();
    expect(detectChallenge({ status: 404, html: "<html><body>Please verify you are a human</body></html>" })).toBeNull();
  });

  it("a 200 captcha interstitial is a wall; a long page with a captcha on its contact form is not", () => {
    const interstitial = `<html><body><h2>Security check</h2><div class="h-captcha" data-sitekey="abc"></div></body></html>`;
    expect(detectChallenge({ status: 200, html: interstitial })).toMatch(/captcha or bot check/);
    expect(detectChallenge({ status: 200, html: productPage(`<form action="/contact"><div class="g-recaptcha" data-sitekey="k"></div></form>`) })).toBeNull();
    expect(detectChallenge({ status: 200, html: productPage("<p>We never show you a captcha.</p>") })).toBeNull();
    // A short landing page whose newsletter form carries a captcha widget is still the site's page.
    const shortLanding = `<html><body><h1>Ledgerly</h1>${"<p>Invoices for small finance teams, sent and reconciled. </p>".repeat(14)}<form action="/subscribe"><div class="g-recaptcha" data-sitekey="k"></div></form></body></html>`;
    expect(detectChallenge({ status: 200, html: shortLanding })).toBeNull();
  });

  it("a 200 page whose content is only a challenge text is a wall; a product page saying the same in passing is not", () => {
    const text = `<html><body><h2>We have noticed unusual traffic from your network.</h2><p>Please verify you are a human to continue.</p></body></html>`;
    expect(detectChallenge({ status: 200, html: text })).toMatch(/short bot-check page/);
    expect(detectChallenge({ status: 200, html: productPage("<p>No captcha, no 'verify you are a human' screens for your customers.</p>") })).toBeNull();
  });

  it("a meta refresh to a verification path, or a response header marked 'challenge', is a wall", () => {
    expect(detectChallenge({ status: 200, html: `<html><head><meta http-equiv="refresh" content="0; url=/human-check?next=/"></head><body>Redirecting…</body></html>` })).not.toBeNull();
    expect(detectChallenge({ status: 200, html: productPage(), headers: { "x-edge-mitigated": "challenge" } })).not.toBeNull();
    expect(detectChallenge({ status: 200, html: `<html><head><meta http-equiv="refresh" content="5; url=/pricing"></head><body>Moved</body></html>` })).toBeNull();
  });

  it("a page whose text collapsed against the last good scan is an empty shell; a page that was always short is not", () => {
    const shell = `<html><body><div id="app"></div><script src="/bundle.js"></script></body></html>`;
    expect(detectChallenge({ status: 200, html: shell, previousTextChars: 4200 })).toMatch(/nearly empty/);
    expect(detectChallenge({ status: 200, html: shell, previousTextChars: 120 })).toBeNull();
    expect(detectChallenge({ status: 200, html: shell })).toBeNull();
    expect(detectChallenge({ status: 200, html: productPage(), previousTextChars: 4200 })).toBeNull();
  });

  it("visibleText drops scripts, styles and tags", () => {
    expect(visibleText("<style>p{}</style><p>Hi&nbsp;there</p><script>var a = 'captcha'</script>")).toBe("Hi there");
  });
});
