import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes, startServer, type TestServer } from "@/lib/scan/fetch/testing/servers";
import { lastRenderStands, renderStateAfter, type RenderState } from "./render-inputs";

const data = { bundle: "window.v = 1;", json: '{"plan":"Team $12"}' };
let server: TestServer;

beforeAll(async () => {
  server = await startServer(
    routes({
      // Validators: answers 304 while the body is the same.
      "/bundle.js": (req, res) => {
        const etag = `"${Buffer.from(data.bundle).toString("base64")}"`;
        if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { ETag: etag }).end();
        res.writeHead(200, { "Content-Type": "text/javascript", ETag: etag }).end(data.bundle);
      },
      // No validators: known by its hash.
      "/plans.json": (_req, res) => void res.writeHead(200, { "Content-Type": "application/json" }).end(data.json),
      "/gone.json": (_req, res) => void res.writeHead(404).end("gone"),
    }),
  );
});
afterAll(() => server?.close());

const opts = () => ({ allowedPrivateHosts: [server.hostPort], timeoutMs: 5_000 });
const rendered = (): RenderState =>
  renderStateAfter([
    { url: `${server.origin}/bundle.js`, etag: `"${Buffer.from(data.bundle).toString("base64")}"`, lastModified: null },
    { url: `${server.origin}/plans.json`, etag: null, lastModified: null },
  ])!;

describe("lastRenderStands", () => {
  it("stands once every input is known to answer as at the render: by a 304, or by the same body hash from the second look on", async () => {
    const first = await lastRenderStands(rendered(), opts());
    // The data without validators has no hash yet: render again, but remember its hash.
    expect(first.stands).toBe(false);
    expect(first.state?.inputs[1].hash).toMatch(/^[0-9a-f]{64}$/);
    const second = await lastRenderStands(first.state, opts());
    expect(second.stands).toBe(true);
    const hits = server.hits.filter((h) => h.path === "/bundle.js");
    expect(hits.at(-1)?.headers["if-none-match"]).toBeTruthy();
  });

  it("does not stand when any input changed, failed, or the rendering is a day old", async () => {
    const known = (await lastRenderStands((await lastRenderStands(rendered(), opts())).state, opts())).state!;
    data.json = '{"plan":"Team $14"}';
    expect((await lastRenderStands(known, opts())).stands).toBe(false);
    data.json = '{"plan":"Team $12"}';
    expect((await lastRenderStands(known, opts())).stands).toBe(true);
    data.bundle = "window.v = 2;";
    expect((await lastRenderStands(known, opts())).stands).toBe(false);
    data.bundle = "window.v = 1;";
    const failing: RenderState = { ...known, inputs: [...known.inputs, { url: `${server.origin}/gone.json`, etag: null, lastModified: null, hash: "x" }] };
    expect((await lastRenderStands(failing, opts())).stands).toBe(false);
    const old: RenderState = { ...known, at: new Date(Date.now() - 25 * 3_600_000).toISOString() };
    expect((await lastRenderStands(old, opts())).stands).toBe(false);
    expect((await lastRenderStands(null, opts())).stands).toBe(false);
  });

  it("keeps the hash a check learnt only for an input the next render loaded with the same validators", () => {
    const known = [{ url: "https://x.test/a.js", etag: '"1"', lastModified: null, hash: "h1" }];
    expect(renderStateAfter([{ url: "https://x.test/a.js", etag: '"1"', lastModified: null }], known)?.inputs[0].hash).toBe("h1");
    expect(renderStateAfter([{ url: "https://x.test/a.js", etag: '"2"', lastModified: null }], known)?.inputs[0].hash).toBeNull();
    expect(renderStateAfter(null, known)).toBeNull();
  });
});
