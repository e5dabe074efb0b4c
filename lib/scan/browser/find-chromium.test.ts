import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chooseChromium, findChromium, isServerlessPlatform } from "./find-chromium";
import { serverlessFlags } from "./serverless-chromium";

describe("isServerlessPlatform", () => {
  it("recognises AWS Lambda and Vercel by the variables they set", () => {
    expect(isServerlessPlatform({})).toBe(false);
    expect(isServerlessPlatform({ AWS_LAMBDA_FUNCTION_NAME: "scan" })).toBe(true);
    expect(isServerlessPlatform({ VERCEL: "1" })).toBe(true);
    expect(isServerlessPlatform({ AWS_LAMBDA_FUNCTION_NAME: " ", VERCEL: "" })).toBe(false);
  });
});

describe("chooseChromium", () => {
  const none = () => null;
  const local = (preferred?: string | null) => preferred ?? "/usr/bin/chromium";

  it("uses a local executable wherever there is one, serverless or not", () => {
    expect(chooseChromium({ preferredPath: "/opt/chrome", hints: {}, find: local })).toEqual({ kind: "local", path: "/opt/chrome" });
    expect(chooseChromium({ hints: { VERCEL: "1" }, find: local })).toEqual({ kind: "local", path: "/usr/bin/chromium" });
    expect(chooseChromium({ hints: { AWS_LAMBDA_FUNCTION_NAME: "worker" }, find: local })).toEqual({ kind: "local", path: "/usr/bin/chromium" });
  });

  it("falls back to @sparticuz/chromium only on a serverless platform", () => {
    expect(chooseChromium({ hints: { AWS_LAMBDA_FUNCTION_NAME: "worker" }, find: none })).toEqual({ kind: "serverless" });
    expect(chooseChromium({ hints: { VERCEL: "1" }, find: none })).toEqual({ kind: "serverless" });
    expect(chooseChromium({ hints: {}, find: none })).toBeNull();
  });

  it("looks on disk by default: a CHROME_PATH that is an executable file wins", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rs-choose-"));
    try {
      const exe = path.join(dir, "chrome");
      await fs.writeFile(exe, "#!/bin/sh\n", { mode: 0o755 });
      expect(chooseChromium({ preferredPath: exe, hints: { VERCEL: "1" } })).toEqual({ kind: "local", path: exe });
      const missing = path.join(dir, "missing");
      const fallback = findChromium(null);
      expect(chooseChromium({ preferredPath: missing, hints: { VERCEL: "1" } })).toEqual(fallback ? { kind: "local", path: fallback } : { kind: "serverless" });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("serverlessFlags", () => {
  it("keeps the platform's flags but not those that weaken the page sandbox, the headless mode or single-process", () => {
    const flags = serverlessFlags(["--single-process", "--no-zygote", "--disable-web-security", "--allow-running-insecure-content", "--disable-site-isolation-trials", "--headless='shell'", "--disable-webgl"]);
    expect(flags).toEqual(["--no-zygote", "--disable-webgl"]);
  });
});
