/**
 * Which IP addresses the scanner may connect to.
 *
 * Only globally routable unicast addresses are public. Everything else (loopback, private
 * networks, link-local incl. cloud metadata, CGNAT, multicast, reserved, documentation and
 * benchmarking ranges, and IPv6 forms that embed or tunnel to one of those) is refused, so a
 * competitor URL can never be used to reach our own infrastructure (SSRF).
 *
 * Parsing: a numeric host is read by the WHATWG URL host parser (the one every fetch uses, so
 * "0x7f.1", "2130706433" or "127.1" mean here what they mean to the connection), and its canonical
 * text by ipaddr.js, which also does the range matching. The policy below (which ranges, and why)
 * is ours.
 */
import ipaddr from "ipaddr.js";

type Rule = readonly [cidr: string, reason: string];

/** First match wins. */
const V4_RULES: readonly Rule[] = [
  ["0.0.0.0/8", "\"this network\" (0.0.0.0/8)"],
  ["10.0.0.0/8", "private network (10.0.0.0/8)"],
  ["100.64.0.0/10", "carrier-grade NAT (100.64.0.0/10)"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.169.254/32", "cloud metadata service (link-local)"],
  ["169.254.0.0/16", "link-local (169.254.0.0/16)"],
  ["172.16.0.0/12", "private network (172.16.0.0/12)"],
  ["192.0.0.0/24", "IETF protocol assignment (192.0.0.0/24)"],
  ["192.0.2.0/24", "documentation (TEST-NET-1)"],
  ["192.88.99.0/24", "6to4 relay anycast (192.88.99.0/24)"],
  ["192.168.0.0/16", "private network (192.168.0.0/16)"],
  ["198.18.0.0/15", "benchmarking (198.18.0.0/15)"],
  ["198.51.100.0/24", "documentation (TEST-NET-2)"],
  ["203.0.113.0/24", "documentation (TEST-NET-3)"],
  ["224.0.0.0/4", "multicast"],
  ["255.255.255.255/32", "broadcast"],
  ["240.0.0.0/4", "reserved (240.0.0.0/4)"],
];

/** First match wins; an address in none of these and outside 2000::/3 is "reserved". */
const V6_RULES: readonly Rule[] = [
  ["::/128", "unspecified (::)"],
  ["::1/128", "loopback (::1)"],
  ["64:ff9b:1::/48", "NAT64 local-use (64:ff9b:1::/48)"],
  ["2001::/32", "Teredo tunnel (2001::/32)"],
  ["2001::/23", "IETF protocol assignment (2001::/23)"],
  ["2001:db8::/32", "documentation (2001:db8::/32)"],
  ["3fff::/20", "documentation (3fff::/20)"],
  ["fc00::/7", "unique local (fc00::/7)"],
  ["fe80::/10", "link-local (fe80::/10)"],
  ["fec0::/10", "site-local (fec0::/10)"],
  ["ff00::/8", "multicast (ff00::/8)"],
  ["100::/64", "discard-only (100::/64)"],
];

/** IPv6 ranges that carry an IPv4 address: the address is judged by the IPv4 one (hextets `at`, `at + 1`). */
const V6_EMBEDDING: readonly (readonly [cidr: string, label: string, at: number])[] = [
  ["::ffff:0:0/96", "IPv4-mapped", 6],
  ["64:ff9b::/96", "NAT64-embedded", 6],
  ["2002::/16", "6to4-embedded", 1],
];

const V4_TABLE = V4_RULES.map(([cidr, reason]) => ({ range: ipaddr.IPv4.parseCIDR(cidr), reason }));
const V6_TABLE = V6_RULES.map(([cidr, reason]) => ({ range: ipaddr.IPv6.parseCIDR(cidr), reason }));
const V6_EMBEDDING_TABLE = V6_EMBEDDING.map(([cidr, label, at]) => ({ range: ipaddr.IPv6.parseCIDR(cidr), label, at }));
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

function classifyV4(addr: ipaddr.IPv4): string | null {
  return V4_TABLE.find((r) => addr.match(r.range))?.reason ?? null;
}

function classifyV6(addr: ipaddr.IPv6): string | null {
  const embedding = V6_EMBEDDING_TABLE.find((e) => addr.match(e.range));
  if (embedding) {
    const [hi, lo] = addr.parts.slice(embedding.at, embedding.at + 2);
    const inner = classifyV4(new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]));
    return inner ? `${embedding.label} ${inner}` : null;
  }
  const rule = V6_TABLE.find((r) => addr.match(r.range));
  if (rule) return rule.reason;
  // Only 2000::/3 is allocated for global unicast; everything else is reserved.
  return addr.match(GLOBAL_UNICAST_V6) ? null : "reserved IPv6 range";
}

/**
 * A numeric host (any WHATWG form; IPv6 bracketed or not, with or without a zone) → its address,
 * or null for a host name or anything malformed.
 */
function parseNumericHost(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  const v6 = h.includes(":");
  // The zone ("%eth0", "%25eth0" in a URL) names an interface, not part of the address.
  if (v6) h = h.replace(/%.*$/, "");
  // Only address characters reach the URL parser, so that nothing else in `host` is read as a URL part.
  if (h === "" || !(v6 ? /^[0-9a-f:.]+$/ : /^[0-9a-fx.]+$/).test(h)) return null;
  let canonical: string;
  try {
    canonical = new URL(`http://${v6 ? `[${h}]` : h}/`).hostname;
  } catch {
    return null;
  }
  if (v6) return ipaddr.IPv6.parse(canonical.slice(1, -1));
  return ipaddr.IPv4.isValidFourPartDecimal(canonical) ? ipaddr.IPv4.parse(canonical) : null;
}

/**
 * Recognises numeric host forms and returns the canonical address, or null for a host name.
 * IPv4 follows WHATWG URL / inet_aton: decimal "2130706433", octal "0177.0.0.1", hex "0x7f.1",
 * short forms "127.1", trailing dot. IPv6 may be bracketed; the result is RFC 5952 text.
 */
export function parseHostLiteral(host: string): string | null {
  const addr = parseNumericHost(host);
  if (addr === null) return null;
  return addr.kind() === "ipv6" ? (addr as ipaddr.IPv6).toRFC5952String() : addr.toString();
}

/**
 * Why an address is not public ("loopback", "private network (10.0.0.0/8)", ...),
 * or null when it is a public, globally routable unicast address.
 * Anything that does not parse as an IP address is refused ("not an IP address").
 */
export function classifyAddress(ip: string): string | null {
  const addr = parseNumericHost(ip);
  if (addr === null) return "not an IP address";
  return addr.kind() === "ipv6" ? classifyV6(addr as ipaddr.IPv6) : classifyV4(addr as ipaddr.IPv4);
}

/** True only for globally routable unicast addresses. Fails closed on anything unparseable. */
export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === null;
}
