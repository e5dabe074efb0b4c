/**
 * Where the real-world evaluation data lives (`shared/data/real-world` beside the checkout). It is
 * test and evaluation material only: the product never reads it.
 */
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The real-world data folder, or null when it is not on this machine. */
export function realWorldDir(): string | null {
  const candidates = [
    ...[1, 2, 3].map((up) => path.resolve(root, ...Array(up).fill(".."), "shared/data/real-world")),
    "/work/shared/data/real-world",
  ].filter((x): x is string => !!x);
  return candidates.find((c) => existsSync(path.join(c, "README.md"))) ?? null;
}
