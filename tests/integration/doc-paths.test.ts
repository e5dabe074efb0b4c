import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every repository path the docs name (in `code` or as a Markdown link) exists. */
const root = path.resolve(import.meta.dirname, "../..");
const DOCS = ["README.md", "ARCHITECTURE.md", "docs/CONVENTIONS.md"];
const TOP = new Set(fs.readdirSync(root));

/** `lib/env.ts`, `db/schema/`, `app/api/competitors/[id]/scan/route.ts`; not URLs, globs, templates or API paths. */
function repoPaths(text: string): string[] {
  const found = new Set<string>();
  const candidates = [...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)\)/g)].map((m) => m[1]);
  for (const raw of candidates) {
    const p = raw.replace(/^\.\//, "").replace(/[.,:;]$/, "");
    if (/^[a-z]+:|[*{}$<>…]|^\/|\.\.\//.test(p)) continue;
    const first = p.split("/")[0];
    const looksLikeFile = /\.[a-z]{2,5}$/.test(p) || p.endsWith("/");
    if (!looksLikeFile) continue;
    if (p.includes("/") ? TOP.has(first) : TOP.has(p) || /\.(md|json|ts|mjs|cjs|yaml)$/.test(p) && fs.existsSync(path.join(root, p))) found.add(p);
  }
  return [...found];
}

describe("paths named in the documentation", () => {
  for (const doc of DOCS) {
    it(`${doc}: every repository path exists`, () => {
      const text = fs.readFileSync(path.join(root, doc), "utf8");
      const paths = repoPaths(text);
      expect(paths.length).toBeGreaterThan(0);
      const missing = paths.filter((p) => !fs.existsSync(path.join(root, p)));
      expect(missing, `${doc} names paths that do not exist`).toEqual([]);
    });
  }

  it("ARCHITECTURE.md's folder map names every folder of lib/", () => {
    const text = fs.readFileSync(path.join(root, "ARCHITECTURE.md"), "utf8");
    const map = text.slice(text.indexOf("## The folder map"), text.indexOf("\n## ", text.indexOf("## The folder map") + 5));
    const folders = fs.readdirSync(path.join(root, "lib"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `lib/${e.name}/`);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((f) => !map.includes(`\`${f}`))).toEqual([]);
  });

  it("does not mistake URLs, globs or API routes for files", () => {
    expect(repoPaths("`https://x.example/a.ts` `/api/live/changes` `lib/*.ts` `db/schema/` [d](docs/CONVENTIONS.md)")).toEqual(["db/schema/", "docs/CONVENTIONS.md"]);
  });
});

describe(".env.example", () => {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 5));
  const tableVars = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => [...m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((v) => v[1]));
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  const exampleVars = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  const envSource = fs.readFileSync(path.join(root, "lib/env.ts"), "utf8");
  const schemaVars = [...envSource.matchAll(/^  ([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1]);

  it("lists every variable of README's configuration table and of lib/env.ts", () => {
    expect(tableVars.length).toBeGreaterThan(30);
    expect(tableVars.filter((v) => !exampleVars.has(v))).toEqual([]);
    expect(schemaVars.filter((v) => !exampleVars.has(v))).toEqual([]);
  });

  it("names only variables lib/env.ts reads, each documented in README", () => {
    expect([...exampleVars].filter((v) => !schemaVars.includes(v))).toEqual([]);
    expect([...exampleVars].filter((v) => !tableVars.includes(v) && !["NODE_ENV", "CI"].includes(v))).toEqual([]);
  });
});
