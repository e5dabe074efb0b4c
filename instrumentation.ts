/**
 * Runs once when the Next server starts. On the Node.js runtime it installs the hook that writes each
 * request's socket address into a header of its own (client addresses for rate limits, lib/api/client-address.ts).
 */
export async function register(): Promise<void> {
  if (typeof (globalThis as { EdgeRuntime?: unknown }).EdgeRuntime === "string") return;
  const { installPeerAddressHook } = await import("./lib/api/peer-hook");
  installPeerAddressHook();
}
