import { spawnSync } from "node:child_process";
import { needsBuild } from "@/scripts/lib/build-state";

/**
 * Makes sure the production build exists before a test starts the web server. Test files run in
 * parallel and share `.next`, and `next build` refuses to run beside another, so the build runs
 * under one lock and whoever takes it second finds it done.
 */
export function buildUnderLock(): void {
  if (!needsBuild()) return;
  const script = "const b = await import('./scripts/lib/build-state.ts'); if (b.needsBuild()) process.exit(await b.buildApp());";
  const b = spawnSync("flock", ["/tmp/rivalscope-build.lock", process.execPath, "--import", "tsx", "--input-type=module", "-e", script], { stdio: "inherit", timeout: 600_000 });
  if (b.status !== 0) throw new Error("next build failed");
}
