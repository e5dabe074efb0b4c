import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** `npm run lint:cycles` as part of `npm test`: dependency-cruiser with the repository's config. */
const root = path.resolve(import.meta.dirname, "../..");
const bin = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const config = path.join(root, ".dependency-cruiser.cjs");

function depcruise(cwd: string, target: string) {
  const r = spawnSync(process.execPath, [bin, "--config", config, "--output-type", "err", target], { cwd, encoding: "utf8" });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe("import cycles", () => {
  it("has none in the repository (type-only imports included)", () => {
    const r = depcruise(root, ".");
    expect(r.output).toMatch(/no dependency violations found/);
    expect(r.status, r.output).toBe(0);
  }, 120_000);

  it("fails on a cycle, even one closed by a type-only import", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-"));
    try {
      fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler" } }));
      fs.mkdirSync(path.join(dir, "src"));
      fs.writeFileSync(path.join(dir, "src/a.ts"), 'import { b } from "./b";\nexport interface A { n: number }\nexport const a = b + 1;\n');
      fs.writeFileSync(path.join(dir, "src/b.ts"), 'import type { A } from "./a";\nexport const b = 1;\nexport const sample: A = { n: b };\n');
      const r = depcruise(dir, "src");
      expect(r.status).not.toBe(0);
      expect(r.output).toMatch(/no-circular: src\/(a|b)\.ts/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("fails when lib/ imports components/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
    try {
      fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler" } }));
      fs.mkdirSync(path.join(dir, "lib/client"), { recursive: true });
      fs.mkdirSync(path.join(dir, "components"));
      fs.writeFileSync(path.join(dir, "components/helper.ts"), "export const helper = 1;\n");
      fs.writeFileSync(path.join(dir, "lib/client/hook.ts"), 'import { helper } from "../../components/helper";\nexport const hook = helper + 1;\n');
      const r = depcruise(dir, ".");
      expect(r.status).not.toBe(0);
      expect(r.output).toMatch(/lib-not-to-components: lib\/client\/hook\.ts → components\/helper\.ts/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
