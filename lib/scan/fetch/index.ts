export { FetchError } from "./errors";
export { safeFetch, buildUserAgent, type SafeFetchOptions } from "./safe-fetch";
export { createRobotsCache, type RobotsCache, type RobotsState } from "./robots";
