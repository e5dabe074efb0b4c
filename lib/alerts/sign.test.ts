import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { newEndpointSecret, signatureHeader, verifySignature } from "./sign";
import { slackMessage } from "./slack-blocks";
import { sampleChange } from "./payload";

describe("X-Rivalscope-Signature", () => {
  const secret = newEndpointSecret();
  const body = JSON.stringify({ id: "evt_1", type: "test" });
  const at = new Date("2026-11-25T12:00:00Z");

  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const header = signatureHeader(secret, body, at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`);
  });

  it("verifies within five minutes, and refuses an old t, another body or another secret", () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifySignature(newEndpointSecret(), body, header, at)).toBe(false);
    expect(verifySignature(secret, body, "t=abc,v1=00", at)).toBe(false);
    expect(verifySignature(secret, body, null, at)).toBe(false);
  });

  it("gives every endpoint its own 256-bit secret", () => {
    const a = newEndpointSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(newEndpointSecret());
  });
});

describe("Slack message", () => {
  it("escapes Slack's control characters in page text and keeps sections under Slack's limits", () => {
    const change = { ...sampleChange("https://app.test"), competitorName: "A&B <Labs>", description: "<!channel> price *up*", oldContent: "x".repeat(5000), newContent: "<b>new</b>" };
    const msg = slackMessage(change, "https://app.test/dashboard/changes", false);
    const text = JSON.stringify(msg.blocks);
    expect(text).not.toContain("<!channel>");
    expect(text).toContain("&lt;!channel&gt;");
    expect(msg.blocks[0]).toMatchObject({ type: "header", text: { text: "A&B <Labs>" } });
    const [before, after] = (msg.blocks[2] as { fields: Array<{ text: string }> }).fields;
    expect(before.text.length).toBeLessThanOrEqual(2000);
    expect(after.text).toBe("*After*\n>&lt;b&gt;new&lt;/b&gt;");
  });
});
