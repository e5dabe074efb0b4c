import { describe, expect, it } from "vitest";
import { FetchError, parseRetryAfter } from "./errors";
import { decodeBody } from "./charset";
import { assertAddressAllowed, checkUrl, isAllowedPort, isAllowedPrivateHost } from "./url-policy";

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(FetchError);
    return (err as FetchError).code;
  }
  return "ok";
}

describe("checkUrl", () => {
  it("accepts public http(s) URLs and reports their parts", () => {
    const c = checkUrl("https://Example.COM/pricing?x=1#top");
    expect(c.hostname).toBe("example.com");
    expect(c.port).toBe(443);
    expect(c.literal).toBeNull();
    expect(c.privateAllowed).toBe(false);
    expect(checkUrl("http://example.com:8080/").port).toBe(8080);
    expect(checkUrl("http://8.8.8.8/").literal).toBe("8.8.8.8");
  });

  it.each([
    ["file:///etc/passwd", "blocked_url"],
    ["javascript:alert(1)", "blocked_url"],
    ["data:text/html,hi", "blocked_url"],
    ["ftp://example.com/", "blocked_url"],
    ["gopher://example.com/", "blocked_url"],
    ["blob:https://example.com/x", "blocked_url"],
    ["https://a:b@example.com/", "blocked_url"],
    ["https://:b@example.com/", "blocked_url"],
    ["http://example.com:25/", "blocked_url"],
    ["http://example.com:1023/", "blocked_url"],
    ["http://example.com:11211/", "blocked_url"],
    [`http://example.com/${"a".repeat(9000)}`, "blocked_url"],
    ["http://[::1]:8080/", "blocked_address"],
    ["http://0x7f000001/", "blocked_address"],
    ["http://localhost/", "blocked_address"],
    ["http://foo.localhost/", "blocked_address"],
  ])("%s → %s", (url, code) => {
    expect(codeOf(() => checkUrl(url))).toBe(code);
  });

  it("lets allowedPrivateHosts override address and port rules, per host or host:port", () => {
    expect(checkUrl("http://127.0.0.1:5432/", { allowedPrivateHosts: ["127.0.0.1:5432"] }).privateAllowed).toBe(true);
    expect(checkUrl("http://2130706433:4000/", { allowedPrivateHosts: ["127.0.0.1"] }).privateAllowed).toBe(true);
    expect(codeOf(() => checkUrl("http://127.0.0.1:4001/", { allowedPrivateHosts: ["127.0.0.1:4000"] }))).toBe("blocked_address");
    expect(checkUrl("http://[::1]:9000/", { allowedPrivateHosts: ["[::1]:9000"] }).privateAllowed).toBe(true);
    expect(checkUrl("http://localhost:3000/", { allowedPrivateHosts: ["LOCALHOST"] }).privateAllowed).toBe(true);
    // Allowing a host never relaxes the scheme or credential rules.
    expect(codeOf(() => checkUrl("ftp://127.0.0.1/", { allowedPrivateHosts: ["127.0.0.1"] }))).toBe("blocked_url");
    expect(codeOf(() => checkUrl("http://u:p@127.0.0.1/", { allowedPrivateHosts: ["127.0.0.1"] }))).toBe("blocked_url");
  });

  it("parses allowlist entries", () => {
    expect(isAllowedPrivateHost("fixture.test", 80, ["fixture.test"])).toBe(true);
    expect(isAllowedPrivateHost("fixture.test", 81, [" fixture.test:80 "])).toBe(false);
    expect(isAllowedPrivateHost("::1", 81, ["::1"])).toBe(true);
    expect(isAllowedPrivateHost("x.test", 80, ["", "bad:port:x"])).toBe(false);
  });

  it("knows web ports", () => {
    expect([80, 443, 3000, 8080, 8443].every(isAllowedPort)).toBe(true);
    expect([0, 21, 22, 25, 6379, 65536, 1.5].some(isAllowedPort)).toBe(false);
  });

  it("checks resolved addresses unless the host is allowed", () => {
    const t = { hostname: "a.test", privateAllowed: false };
    expect(() => assertAddressAllowed(t, "8.8.8.8")).not.toThrow();
    expect(() => assertAddressAllowed(t, "10.0.0.1")).toThrow(/a\.test resolves to 10\.0\.0\.1/);
    expect(() => assertAddressAllowed({ ...t, privateAllowed: true }, "10.0.0.1")).not.toThrow();
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  it.each([
    ["120", 120],
    ["0", 0],
    [" 30 ", 30],
    ["Wed, 01 Jan 2025 00:01:30 GMT", 90],
    ["Tue, 31 Dec 2024 23:00:00 GMT", 0],
    ["soon", null],
    ["-5", null],
    ["", null],
  ])("%s → %s", (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe("decodeBody", () => {
  it("prefers the BOM over a wrong header", () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("é")]);
    expect(decodeBody(bytes, "text/html; charset=iso-8859-1")).toMatchObject({ text: "é", charset: "utf-8", source: "bom" });
  });

  it("treats a <meta> that claims utf-16 as utf-8 and ignores commented-out metas", () => {
    expect(decodeBody(Buffer.from('<meta charset="utf-16"><p>é'), "text/html").charset).toBe("utf-8");
    const bytes = Buffer.concat([Buffer.from('<!-- <meta charset="utf-8"> --><p>'), Buffer.from([0xe9])]);
    expect(decodeBody(bytes, "text/html")).toMatchObject({ text: "<!-- <meta charset=\"utf-8\"> --><p>é", source: "sniffed" });
  });

  it("reads quoted charset parameters and XML declarations", () => {
    expect(decodeBody(Buffer.from([0xe9]), 'text/html; charset="latin1"').text).toBe("é");
    const xml = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>'), Buffer.from([0xe9])]);
    expect(decodeBody(xml, "application/xml").text.endsWith("é")).toBe(true);
  });
});
