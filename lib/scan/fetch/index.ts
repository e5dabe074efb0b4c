export { classifyAddress, isPublicAddress, parseHostLiteral, addressFamily } from "./address-policy";
export { checkUrl, assertAddressAllowed, isAllowedPrivateHost, isAllowedPort, type CheckedUrl, type UrlPolicyOptions } from "./url-policy";
export { FetchError, FETCH_ERROR_CODES, isFetchError, parseRetryAfter, type FetchErrorCode } from "./errors";
export { resolveChecked, systemResolve, type ResolveHost, type ResolvedAddress } from "./resolve";
export { HostQueue, defaultHostQueue } from "./host-queue";
export { decodeBody, type DecodedText } from "./charset";
export {
  safeFetch,
  buildUserAgent,
  DEFAULT_USER_AGENT,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_REDIRECTS,
  ROBOTS_PRODUCT_TOKEN,
  type RequestGate,
  type SafeFetchOptions,
  type SafeFetchResponse,
} from "./safe-fetch";
export { DEFAULT_MAX_BYTES } from "./body";
export {
  createRobotsCache,
  parseRobotsTxt,
  isPathAllowed,
  type RobotsCache,
  type RobotsCacheOptions,
  type RobotsState,
  type RobotsTxt,
} from "./robots";
