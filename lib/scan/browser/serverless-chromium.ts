/**
 * The Chromium of @sparticuz/chromium, for serverless platforms without a browser of their own.
 * The package ships a brotli-compressed headless shell inside its npm tarball; the first call
 * inflates it to the temporary directory (about 3 s, 200 MB) and later calls reuse that file.
 * It is imported only here, on first use, so other processes never load it.
 */
export interface ChromiumLaunch {
  executablePath: string;
  /** Flags the platform needs, added after the pool's own. */
  args: string[];
  headless: true | "shell";
}

/**
 * The package's recommended flags minus those that would weaken the page sandbox the scanner relies
 * on (web security, mixed content, site isolation), the headless mode (puppeteer sets it) and
 * --single-process: the pool renders each page in its own browser context, and a single-process
 * Chromium closes when one is created (Target.createTarget fails); --no-zygote stays.
 */
const DROPPED_FLAGS = ["--disable-web-security", "--allow-running-insecure-content", "--disable-site-isolation-trials", "--headless", "--single-process"];

export function serverlessFlags(recommended: readonly string[]): string[] {
  return recommended.filter((flag) => !DROPPED_FLAGS.some((d) => flag === d || flag.startsWith(`${d}=`)));
}

export async function serverlessChromium(): Promise<ChromiumLaunch> {
  const { default: Chromium } = await import("@sparticuz/chromium");
  // Screenshots need no WebGL; the pool already runs with --disable-gpu.
  Chromium.setGraphicsMode = false;
  return { executablePath: await Chromium.executablePath(), args: serverlessFlags(Chromium.args), headless: "shell" };
}
