import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress, parseHostLiteral } from "./address-policy";

describe("isPublicAddress", () => {
  const blocked: Array<[string, RegExp]> = [
    ["127.0.0.1", /loopback/],
    ["127.255.255.254", /loopback/],
    ["10.1.2.3", /private/],
    ["172.16.0.1", /private/],
    ["172.31.255.255", /private/],
    ["192.168.1.1", /private/],
    ["169.254.169.254", /metadata/],
    ["169.254.1.1", /link-local/],
    ["100.64.0.1", /carrier-grade/],
    ["100.127.255.255", /carrier-grade/],
    ["224.0.0.1", /multicast/],
    ["239.255.255.250", /multicast/],
    ["255.255.255.255", /broadcast/],
    ["240.0.0.1", /reserved/],
    ["0.0.0.0", /this network/],
    ["0.1.2.3", /this network/],
    ["198.18.0.1", /benchmarking/],
    ["198.19.255.255", /benchmarking/],
    ["192.0.2.10", /documentation/],
    ["198.51.100.7", /documentation/],
    ["203.0.113.9", /documentation/],
    ["192.0.0.8", /IETF/],
    ["::1", /loopback/],
    ["::", /unspecified/],
    ["0:0:0:0:0:0:0:1", /loopback/],
    ["fe80::1", /link-local/],
    ["fe80::1%eth0", /link-local/],
    ["febf:ffff::1", /link-local/],
    ["fc00::1", /unique local/],
    ["fd12:3456:789a::1", /unique local/],
    ["ff02::1", /multicast/],
    ["::ffff:127.0.0.1", /IPv4-mapped loopback/],
    ["::ffff:7f00:1", /IPv4-mapped loopback/],
    ["::ffff:169.254.169.254", /IPv4-mapped cloud metadata/],
    ["::ffff:10.0.0.1", /IPv4-mapped private/],
    ["[::ffff:192.168.0.1]", /IPv4-mapped private/],
    ["2002:7f00:1::", /6to4-embedded loopback/],
    ["2002:c0a8:101::1", /6to4-embedded private/],
    ["64:ff9b::127.0.0.1", /NAT64-embedded loopback/],
    ["64:ff9b::a9fe:a9fe", /NAT64-embedded cloud metadata/],
    ["64:ff9b:1::1", /NAT64 local-use/],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", /Teredo/],
    ["2001:db8::1", /documentation/],
    ["3fff::1", /documentation/],
    ["::127.0.0.1", /reserved/],
    // IPv4-compatible (deprecated), not IPv4-mapped: ipaddr.js alone would read it as ::ffff:8.8.8.8 and allow it.
    ["::8.8.8.8", /reserved/],
    ["fe80::1%en0.1", /link-local/],
    ["::ffff:010.0.0.1", /not an IP/],
    ["::ffff:0x7f.0.0.1", /not an IP/],
    ["2001:2::1", /IETF/],
    ["::ffff:0:7f00:1", /reserved/],
    ["100::1", /discard/],
    ["4000::1", /reserved/],
    ["not-an-ip", /not an IP/],
    ["", /not an IP/],
    ["1.2.3.4.5", /not an IP/],
    ["1:2:3:4:5:6:7:8:9", /not an IP/],
    ["1::2::3", /not an IP/],
  ];
  it.each(blocked)("blocks %s", (ip, why) => {
    expect(isPublicAddress(ip)).toBe(false);
    expect(classifyAddress(ip)).toMatch(why);
  });

  const allowed = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.15.255.255",
    "172.32.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "169.253.255.255",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4007:80e::200e",
    "::ffff:8.8.8.8",
    "2002:808:808::1",
    "64:ff9b::8.8.8.8",
  ];
  it.each(allowed)("allows %s", (ip) => {
    expect(classifyAddress(ip)).toBeNull();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it("treats inet_aton forms of private addresses as private too", () => {
    expect(isPublicAddress("0177.0.0.1")).toBe(false);
    expect(isPublicAddress("2130706433")).toBe(false);
    expect(isPublicAddress("0x0a000001")).toBe(false);
  });
});

describe("parseHostLiteral", () => {
  const cases: Array<[string, string | null]> = [
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0X7F.0X0.0X0.0X1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["0x", "0.0.0.0"],
    ["0", "0.0.0.0"],
    ["017700000001", "127.0.0.1"],
    ["0xA9FEA9FE", "169.254.169.254"],
    ["169.254.43518", "169.254.169.254"],
    ["4294967295", "255.255.255.255"],
    ["4294967296", null],
    ["256.0.0.1", null],
    ["1.2.3.4.5", null],
    ["09.1.1.1", null],
    ["example.com", null],
    ["foo.123abc", null],
    ["localhost", null],
    ["[::1]", "::1"],
    ["::1", "::1"],
    ["[::ffff:127.0.0.1]", "::ffff:7f00:1"],
    ["[0:0:0:0:0:ffff:7f00:1]", "::ffff:7f00:1"],
    ["[2001:DB8:0:0:1:0:0:1]", "2001:db8::1:0:0:1"],
    ["[fe80::1%25eth0]", "fe80::1"],
    ["::127.0.0.1", "::7f00:1"],
    ["[::1]@evil.example", null],
    ["127.0.0.1/x", null],
  ];
  it.each(cases)("%s → %s", (input, expected) => {
    expect(parseHostLiteral(input)).toBe(expected);
  });

  it("agrees with WHATWG URL for numeric IPv4 forms", () => {
    for (const host of ["2130706433", "0177.0.0.1", "0x7f.1", "127.1", "0x7f.0.0.1", "10.0x10.1", "0300.0250.1.1"]) {
      expect(parseHostLiteral(host)).toBe(new URL(`http://${host}/`).hostname);
    }
  });
});
