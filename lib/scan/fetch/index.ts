export { FetchError } from "./errors";
export { safeFetch, buildUserAgent, httpError, type SafeFetchOptions } from "./safe-fetch";
export { detectChallenge, BLOCKED_ADVICE } from "./challenge";
export { createRobotsCache, type RobotsCache, type RobotsState } from "./robots";
