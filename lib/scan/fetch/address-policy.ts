/**
 * Which IP addresses the scanner may connect to.
 *
 * Only globally routable unicast addresses are public. Everything else (loopback, private
 * networks, link-local incl. cloud metadata, CGNAT, multicast, reserved, documentation and
 * benchmarking ranges, and IPv6 forms that embed or tunnel to one of those) is refused, so a
 * competitor URL can never be used to reach our own infrastructure (SSRF).
 */

type V4Rule = readonly [base: string, prefix: number, reason: string];

const V4_RULES: readonly V4Rule[] = [
  ["0.0.0.0", 8, "\"this network\" (0.0.0.0/8)"],
  ["10.0.0.0", 8, "private network (10.0.0.0/8)"],
  ["100.64.0.0", 10, "carrier-grade NAT (100.64.0.0/10)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.169.254", 32, "cloud metadata service (link-local)"],
  ["169.254.0.0", 16, "link-local (169.254.0.0/16)"],
  ["172.16.0.0", 12, "private network (172.16.0.0/12)"],
  ["192.0.0.0", 24, "IETF protocol assignment (192.0.0.0/24)"],
  ["192.0.2.0", 24, "documentation (TEST-NET-1)"],
  ["192.88.99.0", 24, "6to4 relay anycast (192.88.99.0/24)"],
  ["192.168.0.0", 16, "private network (192.168.0.0/16)"],
  ["198.18.0.0", 15, "benchmarking (198.18.0.0/15)"],
  ["198.51.100.0", 24, "documentation (TEST-NET-2)"],
  ["203.0.113.0", 24, "documentation (TEST-NET-3)"],
  ["224.0.0.0", 4, "multicast"],
  ["255.255.255.255", 32, "broadcast"],
  ["240.0.0.0", 4, "reserved (240.0.0.0/4)"],
];

function v4ToInt(dotted: string): number {
  const p = dotted.split(".").map(Number);
  return ((p[0] << 24) | (p[1] << 16) | (p[2] << 8) | p[3]) >>> 0;
}

const V4_TABLE = V4_RULES.map(([base, prefix, reason]) => ({
  base: v4ToInt(base),
  mask: prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0,
  reason,
}));

function classifyV4(n: number): string | null {
  for (const r of V4_TABLE) if (((n & r.mask) >>> 0) === r.base) return r.reason;
  return null;
}

function intToV4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
}

/**
 * Parses one IPv4 number part the way WHATWG URL (and inet_aton) do:
 * "0x" prefix = hex, a leading 0 = octal, otherwise decimal.
 */
function parseV4Part(part: string): number | null {
  if (part === "") return null;
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) {
    radix = 16;
    digits = part.slice(2);
    if (digits === "") return 0;
  } else if (part.length > 1 && part.startsWith("0")) {
    radix = 8;
    digits = part.slice(1);
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  const n = parseInt(digits, radix);
  return Number.isFinite(n) ? n : null;
}

/** IPv4 in any numeric host form → 32-bit number; null when the host is not numeric. */
function parseV4Literal(host: string): number | null {
  const parts = host.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  const last = parts[parts.length - 1];
  // WHATWG "ends in a number": only then is the host an IPv4 address at all.
  if (!/^[0-9]+$/.test(last) && !/^0x[0-9a-f]*$/i.test(last)) return null;
  if (parts.length > 4) return null;
  const nums: number[] = [];
  for (const part of parts) {
    const n = parseV4Part(part);
    if (n === null) return null;
    nums.push(n);
  }
  for (let i = 0; i < nums.length - 1; i++) if (nums[i] > 255) return null;
  const lastNum = nums[nums.length - 1];
  if (lastNum >= 256 ** (5 - nums.length)) return null;
  let value = lastNum;
  for (let i = 0; i < nums.length - 1; i++) value += nums[i] * 256 ** (3 - i);
  return value >>> 0;
}

/** Parses an IPv6 address (no brackets) into 8 hextets, or null. Accepts a trailing dotted IPv4. */
function parseV6(input: string): number[] | null {
  let s = input.toLowerCase();
  const zone = s.indexOf("%");
  if (zone !== -1) s = s.slice(0, zone);
  if (s === "" || !/^[0-9a-f:.]+$/.test(s)) return null;
  let tailV4: number[] = [];
  if (s.includes(".")) {
    const idx = s.lastIndexOf(":");
    if (idx === -1) return null;
    const v4 = s.slice(idx + 1);
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return null;
    const oct = v4.split(".").map(Number);
    if (oct.some((o) => o > 255)) return null;
    tailV4 = [(oct[0] << 8) | oct[1], (oct[2] << 8) | oct[3]];
    s = s.slice(0, idx + 1);
    // Keep a "::" that directly precedes the IPv4 part; otherwise drop the separating colon.
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const toGroups = (str: string): number[] | null => {
    if (str === "") return [];
    const out: number[] = [];
    for (const g of str.split(":")) {
      if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
      out.push(parseInt(g, 16));
    }
    return out;
  };
  const head = toGroups(halves[0]);
  const tail = halves.length === 2 ? toGroups(halves[1]) : [];
  if (head === null || tail === null) return null;
  const tailAll = [...tail, ...tailV4];
  if (halves.length === 2) {
    const missing = 8 - head.length - tailAll.length;
    if (missing < 1) return null;
    return [...head, ...new Array<number>(missing).fill(0), ...tailAll];
  }
  const all = [...head, ...tailAll];
  return all.length === 8 ? all : null;
}

function formatV6(h: number[]): string {
  // RFC 5952: compress the longest run (>= 2) of zero groups.
  let bestStart = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (h[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && h[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = h.map((g) => g.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLen).join(":")}`;
}

function embeddedV4(hi: number, lo: number): number {
  return ((hi << 16) | lo) >>> 0;
}

function classifyV6(h: number[]): string | null {
  const prefixZero = (n: number) => h.slice(0, n).every((g) => g === 0);
  if (h.every((g) => g === 0)) return "unspecified (::)";
  if (prefixZero(7) && h[7] === 1) return "loopback (::1)";
  if (prefixZero(5) && h[5] === 0xffff) {
    const inner = classifyV4(embeddedV4(h[6], h[7]));
    return inner ? `IPv4-mapped ${inner}` : null;
  }
  if (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((g) => g === 0)) {
    const inner = classifyV4(embeddedV4(h[6], h[7]));
    return inner ? `NAT64-embedded ${inner}` : null;
  }
  if (h[0] === 0x64 && h[1] === 0xff9b && h[2] === 1) return "NAT64 local-use (64:ff9b:1::/48)";
  if (h[0] === 0x2002) {
    const inner = classifyV4(embeddedV4(h[1], h[2]));
    return inner ? `6to4-embedded ${inner}` : null;
  }
  if (h[0] === 0x2001 && h[1] === 0) return "Teredo tunnel (2001::/32)";
  if (h[0] === 0x2001 && h[1] < 0x200) return "IETF protocol assignment (2001::/23)";
  if (h[0] === 0x2001 && h[1] === 0xdb8) return "documentation (2001:db8::/32)";
  if (h[0] === 0x3fff && h[1] < 0x1000) return "documentation (3fff::/20)";
  if ((h[0] & 0xfe00) === 0xfc00) return "unique local (fc00::/7)";
  if ((h[0] & 0xffc0) === 0xfe80) return "link-local (fe80::/10)";
  if ((h[0] & 0xffc0) === 0xfec0) return "site-local (fec0::/10)";
  if ((h[0] & 0xff00) === 0xff00) return "multicast (ff00::/8)";
  if (h[0] === 0x100 && h[1] === 0 && h[2] === 0 && h[3] === 0) return "discard-only (100::/64)";
  // Only 2000::/3 is allocated for global unicast; everything else is reserved.
  if ((h[0] & 0xe000) !== 0x2000) return "reserved IPv6 range";
  return null;
}

function stripBrackets(host: string): string {
  const h = host.trim();
  return h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h;
}

/**
 * Recognises numeric host forms and returns the canonical address, or null for a host name.
 * IPv4 follows WHATWG URL / inet_aton: decimal "2130706433", octal "0177.0.0.1", hex "0x7f.1",
 * short forms "127.1", trailing dot. IPv6 may be bracketed; the result is RFC 5952 text.
 */
export function parseHostLiteral(host: string): string | null {
  const h = stripBrackets(host).toLowerCase();
  if (h === "") return null;
  if (h.includes(":")) {
    const groups = parseV6(h);
    return groups ? formatV6(groups) : null;
  }
  const v4 = parseV4Literal(h);
  return v4 === null ? null : intToV4(v4);
}

/** The IP family of a literal (any numeric form), or null for a host name. */
export function addressFamily(host: string): 4 | 6 | null {
  const lit = parseHostLiteral(host);
  if (lit === null) return null;
  return lit.includes(":") ? 6 : 4;
}

/**
 * Why an address is not public ("loopback", "private network (10.0.0.0/8)", ...),
 * or null when it is a public, globally routable unicast address.
 * Anything that does not parse as an IP address is refused ("not an IP address").
 */
export function classifyAddress(ip: string): string | null {
  const h = stripBrackets(ip).toLowerCase();
  if (h.includes(":")) {
    const groups = parseV6(h);
    return groups ? classifyV6(groups) : "not an IP address";
  }
  const v4 = parseV4Literal(h);
  return v4 === null ? "not an IP address" : classifyV4(v4);
}

/** True only for globally routable unicast addresses. Fails closed on anything unparseable. */
export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === null;
}
