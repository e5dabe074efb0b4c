export { findChromium, CHROMIUM_CANDIDATES } from "./find-chromium";
export {
  createBrowserPool,
  CHROMIUM_ARGS,
  type BrowserPool,
  type BrowserPoolOptions,
  type BrowserPoolStats,
} from "./pool";
export type { BlockedRequest, RenderOptions, RenderResult } from "./render";
export { createRequestGuard, type RequestGuard, type GuardVerdict } from "./request-guard";
export { startEgressProxy, type EgressProxy } from "./egress-proxy";
export { processTreeRssBytes } from "./memory";
