/**
 * The per-request check used by request interception: the same URL policy as safeFetch, then the
 * host is resolved and every address checked (unless the host is in allowedPrivateHosts).
 */
import { FetchError } from "../fetch/errors";
import { resolveChecked, type ResolveHost, systemResolve } from "../fetch/resolve";
import { checkUrl, type UrlPolicyOptions } from "../fetch/url-policy";

export interface GuardVerdict {
  allowed: boolean;
  /** Why the request was refused (human-readable), when it was. */
  reason?: string;
  code?: FetchError["code"];
}

export interface RequestGuardOptions extends UrlPolicyOptions {
  resolveHost?: ResolveHost;
}

/** Schemes that never reach the network (inline data, in-memory blobs, blank pages). */
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

export type RequestGuard = (url: string) => Promise<GuardVerdict>;

/**
 * Creates a guard with a small per-host cache of resolution verdicts (one render's worth of
 * sub-requests usually hits a handful of hosts many times).
 */
export function createRequestGuard(opts: RequestGuardOptions = {}): RequestGuard {
  const resolve = opts.resolveHost ?? systemResolve;
  const hostVerdicts = new Map<string, Promise<GuardVerdict>>();

  return async (url: string): Promise<GuardVerdict> => {
    let protocol: string;
    try {
      protocol = new URL(url).protocol;
    } catch {
      return { allowed: false, reason: "malformed URL", code: "blocked_url" };
    }
    if (LOCAL_SCHEMES.has(protocol)) return { allowed: true };
    let target;
    try {
      target = checkUrl(url, opts);
    } catch (err) {
      const e = err as FetchError;
      return { allowed: false, reason: e.message, code: e.code };
    }
    if (target.privateAllowed) return { allowed: true };
    const key = `${target.hostname}`;
    let verdict = hostVerdicts.get(key);
    if (!verdict) {
      verdict = resolveChecked(target, resolve).then(
        (): GuardVerdict => ({ allowed: true }),
        (err: unknown): GuardVerdict => {
          const e = err instanceof FetchError ? err : new FetchError("network_error", String(err));
          return { allowed: false, reason: e.message, code: e.code };
        },
      );
      hostVerdicts.set(key, verdict);
    }
    return verdict;
  };
}
