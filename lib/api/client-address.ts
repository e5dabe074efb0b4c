import { isIP } from "node:net";
import { env } from "@/lib/env";
import { PEER_HEADER } from "./peer-header";
import { logger } from "@/lib/log";

/**
 * PEER_HEADER is set by the web server itself from the TCP socket (lib/api/peer-hook.ts, installed by
 * instrumentation.ts). Whatever a client sends under this name is overwritten before Next sees it.
 */
export { PEER_HEADER };

/** IPv6 clients are bucketed by their /64 (one host usually holds a whole /64); IPv4-mapped become IPv4. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim().toLowerCase();
  if (a.startsWith("[") && a.includes("]")) a = a.slice(1, a.indexOf("]"));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.startsWith("::ffff:") && isIP(a.slice(7)) === 4) a = a.slice(7);
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  if (isIP(a) === 6) return `${expandIpv6(a).slice(0, 4).join(":")}::/64`;
  return a;
}

function expandIpv6(a: string): string[] {
  const [head, tail] = a.includes("::") ? a.split("::") : [a, ""];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  if (t.length && t[t.length - 1].includes(".")) t.splice(t.length - 1, 1, "0", "0");
  const fill = Array(Math.max(0, 8 - h.length - t.length)).fill("0");
  return [...h, ...fill, ...t].map((g) => g.padStart(4, "0"));
}

let warned = false;

/**
 * The client's address: the socket peer, or — behind `TRUSTED_PROXIES` reverse proxies — the entry of
 * X-Forwarded-For that the outermost trusted proxy saw connect. Entries a client writes itself sit
 * further left and are never read. Without the server hook (a handler called outside `next start`),
 * the last X-Forwarded-For entry stands in for the socket (Next fills it from the socket when absent).
 */
export function clientAddress(req: Request, trustedProxies = env().TRUSTED_PROXIES): string {
  const forwarded = (req.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  let peer = req.headers.get(PEER_HEADER)?.trim();
  if (!peer) {
    if (!warned && env().NODE_ENV === "production") {
      warned = true;
      logger("security").warn(`no ${PEER_HEADER} header: the socket address hook is not installed; using X-Forwarded-For's last entry`);
    }
    peer = forwarded.pop();
  }
  const chain = [...forwarded, peer].filter((s): s is string => Boolean(s));
  if (!chain.length) return "unknown";
  const picked = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  return normalizeAddress(picked) || "unknown";
}
