export { FetchError } from "./errors";
export { safeFetch, buildUserAgent } from "./safe-fetch";
export { createRobotsCache, type RobotsCache, type RobotsState } from "./robots";
