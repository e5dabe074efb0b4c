import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { postJson } from "./post";

const saved = process.env.SCAN_ALLOWED_PRIVATE_HOSTS;
let server: http.Server;
let base: string;
let bytesSent = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    if (req.url === "/hang") return; // never answers
    if (req.url === "/huge") {
      // 20 MB offered; the client should stop reading long before.
      res.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = 320;
      const pump = () => {
        while (left > 0) {
          left--;
          bytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (left = 0));
      return pump();
    }
    res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = `127.0.0.1:${port}`;
  resetEnvCache();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = saved ?? "";
  resetEnvCache();
});

describe("postJson: deadlines and size caps", () => {
  it("gives up on a receiver that never answers at the deadline", async () => {
    const started = Date.now();
    const out = await postJson(`${base}/hang`, "{}", { headers: {}, timeoutMs: 300 });
    expect(out).toMatchObject({ ok: false, status: null, refused: false });
    expect(out.error).toMatch(/did not answer within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("reads at most 64 KB of an answer and does not wait for the rest", async () => {
    const out = await postJson(`${base}/huge`, "{}", { headers: {} });
    expect(out).toMatchObject({ ok: true, status: 200 });
    expect(out.body.length).toBeLessThanOrEqual(500);
    expect(bytesSent).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses a payload over 256 KB without connecting, and an address outside the allowed ones", async () => {
    expect(await postJson(`${base}/ok`, "x".repeat(300 * 1024), { headers: {} })).toMatchObject({ ok: false, refused: true, error: "The payload is larger than 256 KB." });
    const other = await postJson("http://127.0.0.2:8080/x", "{}", { headers: {} });
    expect(other).toMatchObject({ ok: false, refused: true, error: "Refused: 127.0.0.2 is a loopback address." });
  });
});
