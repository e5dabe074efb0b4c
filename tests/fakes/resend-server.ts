import http from "node:http";
import type { AddressInfo } from "node:net";

/** A fake Resend API (POST /emails) on 127.0.0.1, for the RESEND_BASE_URL send path. */

export interface ResendMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface FakeResend {
  url: string;
  /** Accepted mails, in order. */
  mails: ResendMail[];
  /** Every request, accepted or not, with its headers. */
  requests: { headers: http.IncomingHttpHeaders; body: ResendMail }[];
  /** The next `n` sends answer HTTP `status` (default 500). */
  failNext(n: number, status?: number): void;
  close(): Promise<void>;
}

export async function startFakeResend(): Promise<FakeResend> {
  const mails: ResendMail[] = [];
  const requests: FakeResend["requests"] = [];
  let failures = 0;
  let failStatus = 500;
  let seq = 0;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        // Resend's error bodies carry the status as statusCode, as here.
        res.end(JSON.stringify(status === 200 ? body : { statusCode: status, ...(body as object) }));
      };
      if (req.method !== "POST" || req.url !== "/emails") return reply(404, { name: "not_found", message: "Not found" });
      if (!String(req.headers.authorization ?? "").startsWith("Bearer re_")) return reply(401, { name: "missing_api_key", message: "Missing API key" });
      let body: ResendMail;
      try {
        body = JSON.parse(raw) as ResendMail;
      } catch {
        return reply(422, { name: "validation_error", message: "Invalid JSON" });
      }
      requests.push({ headers: req.headers, body });
      if (failures > 0) {
        failures -= 1;
        return reply(failStatus, { name: "internal_server_error", message: "Temporary failure" });
      }
      mails.push(body);
      reply(200, { id: `re_fake_${++seq}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mails,
    requests,
    failNext(n, status = 500) {
      failures = n;
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
