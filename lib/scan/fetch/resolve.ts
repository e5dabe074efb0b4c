/**
 * Host name resolution that is checked against the address policy. The `lookup` built here is
 * handed to node:http/https, so the addresses a socket connects to are exactly the addresses
 * that passed the check: a name that resolves (or re-resolves, DNS rebinding) to a private
 * address is refused at connect time, not just at validation time.
 */
import dns from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import { parseHostLiteral } from "./address-policy";
import { FetchError } from "./errors";
import { assertAddressAllowed, type CheckedUrl } from "./url-policy";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to addresses. Injectable so tests can simulate public-looking names. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: ResolveHost = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, order: "verbatim" });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

type Target = Pick<CheckedUrl, "hostname" | "privateAllowed" | "url">;

/**
 * Resolves the target's host and checks every address. A host whose records include ANY
 * non-public address is refused (unless allowed), so mixed answers cannot be used to sneak in.
 */
export async function resolveChecked(target: Target, resolve: ResolveHost = systemResolve): Promise<ResolvedAddress[]> {
  const literal = parseHostLiteral(target.hostname);
  let addresses: ResolvedAddress[];
  if (literal !== null) {
    addresses = [{ address: literal, family: literal.includes(":") ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(target.hostname);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const why = code === "ENOTFOUND" || code === "ENODATA" ? "the domain does not exist" : (code ?? "DNS failure");
      throw new FetchError("network_error", `Could not resolve ${target.hostname}: ${why}.`, {
        url: target.url?.href,
        cause: err,
      });
    }
  }
  if (addresses.length === 0) {
    throw new FetchError("network_error", `Could not resolve ${target.hostname}: no addresses.`, { url: target.url?.href });
  }
  for (const a of addresses) assertAddressAllowed(target, a.address);
  return addresses;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net/http/https that only ever yields checked addresses. */
export function createCheckedLookup(target: Target, resolve: ResolveHost = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const t: Target = { ...target, hostname: hostname.toLowerCase() === target.hostname ? target.hostname : hostname };
    resolveChecked(t, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`No IPv${options.family} address for ${hostname}`);
          err.code = "ENOTFOUND";
          callback(err, "", 0);
          return;
        }
        if (options.all) callback(null, wanted.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, "", 0),
    );
  };
}
