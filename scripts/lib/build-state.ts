import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { processEnvSnapshot } from "@/lib/env";
import { ROUTE_INDEX, renderIndex } from "../gen-route-index";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(p));
    else if (/\.(tsx?|css|json|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** True when there is no production build or a source file is newer than it. */
export function needsBuild(): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const dirs = ["app", "components", "lib", "db", "emails"].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
  const files = ["proxy.ts", "next.config.ts", "package.json"].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f));
  return dirs.some((d) => newestSourceMtime(d) > built) || files.some((f) => fs.statSync(f).mtimeMs > built);
}

export async function buildApp(): Promise<number> {
  fs.writeFileSync(ROUTE_INDEX, renderIndex());
  return new Promise((resolve) => {
    const b = spawn(process.execPath, [nextBin, "build"], { cwd: root, env: processEnvSnapshot(), stdio: "inherit" });
    b.on("exit", (c) => resolve(c ?? 1));
  });
}
