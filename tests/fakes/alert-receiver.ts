import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  json: unknown;
  /** The signature checked as a receiver would (own HMAC code, not the app's). */
  signatureValid: boolean | null;
}

export interface AlertReceiver {
  url: string;
  host: string;
  received: Received[];
  /** Answers for the next requests, in order (then 200). */
  answerNext: (...statuses: number[]) => void;
  /** Answers every request with a redirect to `location`. */
  redirectTo: (location: string | null) => void;
  secret: string | null;
  close: () => Promise<void>;
}

function checkSignature(secret: string, raw: string, header: string | undefined): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!m) return false;
  if (Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${m[1]}.${raw}`).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(m[2]));
}

/** A webhook (or Slack-shaped) receiver on 127.0.0.1 that records every POST and checks its signature. */
export async function startAlertReceiver(): Promise<AlertReceiver> {
  const queue: number[] = [];
  let redirect: string | null = null;
  const received: Received[] = [];
  const state = { secret: null as string | null };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = JSON.parse(raw);
      } catch {
        /* recorded as raw */
      }
      const header = req.headers["x-rivalscope-signature"] as string | undefined;
      received.push({ headers: req.headers, raw, json, signatureValid: state.secret ? checkSignature(state.secret, raw, header) : null });
      if (redirect) {
        res.writeHead(302, { location: redirect });
        return res.end();
      }
      const status = queue.shift() ?? 200;
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(status === 200 ? "ok" : "receiver error");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rivalscope`,
    host: `127.0.0.1:${port}`,
    received,
    answerNext: (...statuses) => queue.push(...statuses),
    redirectTo: (location) => {
      redirect = location;
    },
    get secret() {
      return state.secret;
    },
    set secret(s: string | null) {
      state.secret = s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
