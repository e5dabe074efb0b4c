import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** `npm run lint:unused` as part of `npm test`: knip with the repository's knip.json. */
const root = path.resolve(import.meta.dirname, "../..");
const bin = path.join(root, "node_modules/knip/bin/knip.js");

interface KnipIssue {
  file: string;
  [kind: string]: unknown;
}

/** Runs knip in `cwd`; returns its exit status and one line per finding ("kind file name"). */
function knip(cwd: string) {
  const r = spawnSync(process.execPath, [bin, "--no-progress", "--reporter", "json"], { cwd, encoding: "utf8" });
  const report = (r.stdout.trim() ? JSON.parse(r.stdout) : { issues: [] }) as { issues: KnipIssue[] };
  const findings: string[] = [];
  for (const issue of report.issues) {
    for (const [kind, list] of Object.entries(issue)) {
      if (!Array.isArray(list)) continue;
      for (const item of list.flat()) findings.push(`${kind} ${issue.file} ${(item as { name?: string }).name ?? ""}`.trim());
    }
  }
  return { status: r.status, findings, stderr: r.stderr };
}

describe("unused code", () => {
  it("has no unused files, exports, types or dependencies", () => {
    const r = knip(root);
    expect(r.findings, r.stderr).toEqual([]);
    expect(r.status, r.stderr).toBe(0);
  }, 60_000);

  it("fails on an unused file and an unused export", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "knip-"));
    try {
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "probe", private: true, type: "module" }));
      fs.writeFileSync(path.join(dir, "knip.json"), JSON.stringify({ entry: ["src/main.ts"], project: ["src/**/*.ts"] }));
      fs.mkdirSync(path.join(dir, "src"));
      fs.writeFileSync(path.join(dir, "src/main.ts"), 'import { used } from "./lib";\nconsole.log(used);\n');
      fs.writeFileSync(path.join(dir, "src/lib.ts"), "export const used = 1;\nexport const unused = 2;\n");
      fs.writeFileSync(path.join(dir, "src/orphan.ts"), "export const orphan = 3;\n");
      const r = knip(dir);
      expect(r.status).not.toBe(0);
      expect(r.findings).toEqual(expect.arrayContaining(["files src/orphan.ts src/orphan.ts", "exports src/lib.ts unused"]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
