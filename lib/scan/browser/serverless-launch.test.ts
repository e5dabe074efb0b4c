import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { html, routes, startServer, type TestServer } from "../fetch/testing/servers";
import { createBrowserPool, type BrowserPool } from "./pool";
import { serverlessChromium } from "./serverless-chromium";

/**
 * Launches the Chromium of @sparticuz/chromium through the browser pool, as a serverless function
 * without a local browser does. The package ships a Linux x64 build, so this runs on any Linux x64
 * machine, CI included (the pool is given the serverless launcher directly, so /usr/bin/chromium
 * being installed does not matter); elsewhere it is skipped. The first run inflates the browser into
 * the temporary directory (about 3 s).
 */
const supported = process.platform === "linux" && process.arch === "x64";

describe.skipIf(!supported)("serverless Chromium (@sparticuz/chromium; needs Linux x64)", () => {
  let site: TestServer;
  let pool: BrowserPool;
  beforeAll(async () => {
    site = await startServer(
      routes({
        "/app": html(`<html><head><title>Serverless</title></head><body><div id="root"></div>
          <img src="http://127.0.0.2:9/pixel.png">
          <script>document.getElementById("root").textContent = "Rendered by script";</script></body></html>`),
      }),
    );
    pool = createBrowserPool({ executablePath: serverlessChromium, allowedPrivateHosts: [site.hostPort], maxPages: 1 });
  });
  afterAll(async () => {
    await pool?.close();
    await site?.close();
  });

  it("renders a script-built page and keeps the address policy", async () => {
    const res = await pool.renderPage(`${site.origin}/app`);
    expect(res.title).toBe("Serverless");
    expect(res.html).toContain("Rendered by script");
    expect(res.blockedRequests.map((b) => b.url)).toContain("http://127.0.0.2:9/pixel.png");
    expect(pool.stats()).toMatchObject({ launches: 1, restarts: 0 });
  }, 90_000);
});
