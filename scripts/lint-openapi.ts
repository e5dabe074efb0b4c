/**
 * `npm run lint:openapi`: builds the document /api/openapi.json serves, writes it to a temporary
 * file and lints it with @redocly/cli (recommended rules, redocly.yaml). Exits with redocly's status.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildOpenApi } from "@/lib/api/openapi";
import { routeModules } from "@/app/api/route-index.generated";
import { env } from "@/lib/env";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "node_modules", "@redocly", "cli", "bin", "cli.js");

export interface LintResult { status: number; output: string }

export async function lintOpenApi(doc: object = buildOpenApi(routeModules, env().APP_URL)): Promise<LintResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-openapi-"));
  const file = path.join(dir, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const args = [cli, "lint", file, "--config", path.join(root, "redocly.yaml"), "--format=stylish"];
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    p.stdout.on("data", (d: Buffer) => (output += d.toString()));
    p.stderr.on("data", (d: Buffer) => (output += d.toString()));
    p.on("error", reject);
    p.on("close", (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve({ status: code ?? 1, output });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const r = await lintOpenApi();
  console.log(r.output.trim());
  process.exit(r.status);
}
