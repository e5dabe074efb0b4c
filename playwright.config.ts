import { defineConfig, devices } from "@playwright/test";

const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, on a loaded 2-core machine; a retried test is reported as flaky by name.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: process.env.PLAYWRIGHT_BASE_URL || "http://127.0.0.1:3000",
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined } },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
});
