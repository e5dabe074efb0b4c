/** Header the web server writes from the TCP socket on every request (see lib/api/peer-hook.ts). */
export const PEER_HEADER = "x-rivalscope-peer";
