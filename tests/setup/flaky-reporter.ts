/**
 * A vitest reporter that records tests which passed only on a retry (CI retries once on a loaded 2-core
 * machine, as Playwright does), so that `npm test` can name them above its closing line.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";

export default class FlakyReporter implements Reporter {
  onTestCaseResult(test: TestCase): void {
    const d = test.diagnostic();
    if (!d?.flaky) return;
    const dir = path.join(process.cwd(), ".test-results");
    if (!fs.existsSync(dir)) return;
    fs.appendFileSync(path.join(dir, "vitest-flaky.txt"), `${path.relative(process.cwd(), test.module.moduleId)} › ${test.fullName} (passed on retry ${d.retryCount})\n`);
  }
}
