import http from "node:http";
import https from "node:https";
import { PEER_HEADER } from "./peer-header";

const INSTALLED = Symbol.for("rivalscope.peerHook");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Next's route handlers never see the TCP socket, and Next only fills X-Forwarded-For from it when
 * the client sent none. So every incoming request gets the socket address written into PEER_HEADER
 * before any listener runs, replacing a value the client may have sent.
 */
export function installPeerAddressHook(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as Record<symbol, unknown> & { emit: Emit };
    if (proto[INSTALLED]) continue;
    const original = proto.emit;
    proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
      if (event === "request") markPeer(args[0] as http.IncomingMessage);
      return original.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
}

export function markPeer(req: http.IncomingMessage): void {
  req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "unknown";
}
