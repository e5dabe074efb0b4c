/**
 * Which URLs the scanner may request. Used for the first URL, for every redirect hop and for
 * every sub-request made by the headless browser.
 *
 * Rules: http/https only; no user name or password; a web port (80, 443 or an unprivileged port
 * that is not a known non-web service); the host must not be an IP literal or "localhost" name
 * outside the public address space. `allowedPrivateHosts` ("host" or "host:port") is the only
 * exception to the address rules and the port rules.
 */
import { classifyAddress, parseHostLiteral } from "./address-policy";
import { FetchError } from "./errors";

export interface UrlPolicyOptions {
  /** Hosts ("host" or "host:port") that may be or resolve to non-public addresses. */
  allowedPrivateHosts?: readonly string[];
}

export interface CheckedUrl {
  url: URL;
  /** Lower-case host without IPv6 brackets or trailing dot. */
  hostname: string;
  port: number;
  /** Canonical address when the host is an IP literal, else null. */
  literal: string | null;
  /** True when the host matches `allowedPrivateHosts` (private addresses permitted). */
  privateAllowed: boolean;
}

export const MAX_URL_LENGTH = 8192;

/** Ports never requested on the public internet: the Fetch standard's bad ports plus common datastores. */
const BLOCKED_HIGH_PORTS = new Set([
  1719, 1720, 1723, 2049, 2375, 2376, 2379, 3306, 3659, 4045, 4190, 5060, 5061, 5432, 5984, 6000, 6379,
  6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 8500, 9200, 9300, 10080, 11211, 27017,
]);

export function isAllowedPort(port: number): boolean {
  if (!Number.isInteger(port) || port < 1 || port > 65535) return false;
  if (port === 80 || port === 443) return true;
  if (port < 1024) return false;
  return !BLOCKED_HIGH_PORTS.has(port);
}

function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  if (h.endsWith(".")) h = h.slice(0, -1);
  return parseHostLiteral(h) ?? h;
}

interface AllowEntry {
  host: string;
  port: number | null;
}

function parseAllowEntry(raw: string): AllowEntry | null {
  const entry = raw.trim();
  if (entry === "") return null;
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: normaliseHost(bracketed[1]), port: bracketed[2] ? Number(bracketed[2]) : null };
  const colons = entry.split(":").length - 1;
  if (colons === 1) {
    const [host, port] = entry.split(":");
    if (!/^\d+$/.test(port)) return null;
    return { host: normaliseHost(host), port: Number(port) };
  }
  // No colon: plain host. Several colons: a bare IPv6 address without a port.
  return { host: normaliseHost(entry), port: null };
}

const entryCache = new WeakMap<readonly string[], AllowEntry[]>();

function allowEntries(list: readonly string[] | undefined): AllowEntry[] {
  if (!list || list.length === 0) return [];
  let parsed = entryCache.get(list);
  if (!parsed) {
    parsed = list.map(parseAllowEntry).filter((e): e is AllowEntry => e !== null);
    entryCache.set(list, parsed);
  }
  return parsed;
}

/** True when host (and port) is listed in allowedPrivateHosts. */
export function isAllowedPrivateHost(
  hostname: string,
  port: number,
  allowedPrivateHosts: readonly string[] | undefined,
): boolean {
  const host = normaliseHost(hostname);
  return allowEntries(allowedPrivateHosts).some((e) => e.host === host && (e.port === null || e.port === port));
}

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost") || host === "localhost.localdomain";
}

/**
 * Validates a URL against the policy and returns its parts. Throws FetchError
 * `blocked_url` (scheme, credentials, port, malformed) or `blocked_address` (non-public literal,
 * localhost name). Host names are checked again after DNS resolution by the caller.
 */
export function checkUrl(input: string | URL, opts: UrlPolicyOptions = {}): CheckedUrl {
  const raw = typeof input === "string" ? input.trim() : input.href;
  if (raw.length > MAX_URL_LENGTH) {
    throw new FetchError("blocked_url", `The URL is longer than ${MAX_URL_LENGTH} characters.`, { url: raw.slice(0, 200) });
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError("blocked_url", `"${raw.slice(0, 200)}" is not a valid URL.`, { url: raw });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError(
      "blocked_url",
      `Only http:// and https:// URLs can be scanned; "${url.protocol}" URLs are refused.`,
      { url: raw },
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new FetchError("blocked_url", "URLs containing a user name or password are not allowed.", { url: raw });
  }
  const hostname = normaliseHost(url.hostname);
  if (hostname === "") throw new FetchError("blocked_url", "The URL has no host name.", { url: raw });
  const port = url.port === "" ? defaultPort(url.protocol) : Number(url.port);
  const privateAllowed = isAllowedPrivateHost(hostname, port, opts.allowedPrivateHosts);
  const literal = parseHostLiteral(hostname);
  const safeHref = url.href;

  if (!privateAllowed && !isAllowedPort(port)) {
    throw new FetchError(
      "blocked_url",
      `Port ${port} is not allowed: only ports 80, 443 and unprivileged web ports can be scanned.`,
      { url: safeHref },
    );
  }
  if (!privateAllowed && literal !== null) {
    const reason = classifyAddress(literal);
    if (reason !== null) {
      throw new FetchError("blocked_address", `${literal} is a ${reason} address, which cannot be scanned.`, {
        url: safeHref,
      });
    }
  }
  if (!privateAllowed && literal === null && isLocalhostName(hostname)) {
    throw new FetchError("blocked_address", `"${hostname}" refers to this machine and cannot be scanned.`, {
      url: safeHref,
    });
  }
  return { url, hostname, port, literal, privateAllowed };
}

/**
 * Throws `blocked_address` when `address` (what a host name resolved to, or what a socket
 * connected to) is not public and the host is not in allowedPrivateHosts.
 */
export function assertAddressAllowed(
  target: { hostname: string; privateAllowed: boolean; url?: URL },
  address: string,
): void {
  if (target.privateAllowed) return;
  const reason = classifyAddress(address);
  if (reason === null) return;
  const shown = target.hostname === address ? address : `${target.hostname} resolves to ${address}, which`;
  const msg =
    target.hostname === address
      ? `${shown} is a ${reason} address, which cannot be scanned.`
      : `${shown} is a ${reason} address and cannot be scanned.`;
  throw new FetchError("blocked_address", msg, { url: target.url?.href });
}
