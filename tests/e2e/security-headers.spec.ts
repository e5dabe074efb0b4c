import { expect, test } from "@playwright/test";

/** The Content-Security-Policy in real Chromium: Next's scripts carry the nonce, nothing is blocked, pages still hydrate. */

const PAGES = ["/", "/pricing", "/login", "/signup"];

for (const path of PAGES) {
  test(`${path}: nonce CSP, every script carries it, no violation, hydrated`, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(path);
    const csp = res?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    // The HTML's own scripts all carry this response's nonce (Chromium hides the attribute; the property keeps it).
    const nonces = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(nonces.every((n) => n === nonce)).toBe(true);
    if (path === "/login" || path === "/signup") await expect(page.locator('button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("an injected inline event handler does not run", async ({ page }) => {
  await page.goto("/");
  const ran = await page.evaluate(async () => {
    const div = document.createElement("div");
    div.innerHTML = '<img src="data:," onerror="window.__injected = true" alt="">';
    document.body.appendChild(div);
    await new Promise((r) => setTimeout(r, 300));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
