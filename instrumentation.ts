/**
 * Runs once when the Next server starts. On the Node.js runtime it installs the hook that writes each
 * request's socket address into a header of its own (client addresses for rate limits, lib/api/client-address.ts).
 *
 * NEXT_RUNTIME is not configuration but a constant Next writes into each build: the Edge build
 * drops the branch, so it never compiles the hook's `node:http` import (which it would report as an
 * error). This is the one read of `process.env` outside lib/env.ts, for that reason.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installPeerAddressHook } = await import("./lib/api/peer-hook");
    installPeerAddressHook();
  }
}
