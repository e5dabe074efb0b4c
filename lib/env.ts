import { z } from "zod";
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";

/** The only reader of process.env. Validated once, on first use. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  APP_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  /** Server for the test run's fresh database (npm test); falls back to DATABASE_URL, then the embedded one. */
  TEST_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./.data"),
  AUTH_SECRET: z.string().min(16).optional(),
  SIGNUP_MODE: z.enum(["open", "beta"]).default("open"),
  /** How many reverse proxies in front of the web server append to X-Forwarded-For (0: the socket is the client). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Account creations allowed per client address per hour (POST /api/auth/signup). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Largest request body the API accepts, in bytes (413 above it). */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SCAN_ALLOWED_PRIVATE_HOSTS: z.string().default(""),
  CHROME_PATH: z.string().optional(),
  /** Set by AWS Lambda (and Netlify's functions) and by Vercel: without a local Chromium, @sparticuz/chromium is used. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  VERCEL: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL: z.string().default("claude-sonnet-4-5"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().default("price_pro_monthly"),
  STRIPE_API_BASE: z.string().url().optional(),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default("Rivalscope <alerts@rivalscope.local>"),
  JOBS_ENGINE: z.enum(["worker", "inngest"]).default("worker"),
  /** Seconds without a heartbeat after which a worker counts as dead and its jobs are run again elsewhere. */
  WORKER_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(20),
  /**
   * Scans a worker process runs at once (their own slots, apart from the other jobs' four). Scans mostly
   * wait on the network, so many run at once; fetches stay one at a time per host, and rendering is
   * bounded by BROWSER_PAGES.
   */
  SCAN_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /**
   * Pages the worker's headless Chromium loads at once (the browser pool's size). A loaded page waiting
   * for the network to go quiet, being read or screenshotted gives its slot to the next one; at most
   * twice this many pages are open.
   */
  BROWSER_PAGES: z.coerce.number().int().min(1).max(32).default(2),
  /** The browser is restarted when its processes use more memory than this (MB; 0: never). */
  BROWSER_MEMORY_CAP_MB: z.coerce.number().int().min(0).default(1024),
  /** Most database connections per process (default: SCAN_CONCURRENCY + 4, at least 10: one per job slot; connections are opened only when needed). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).optional(),
  /** Deadline for one page of a competitor site (connect, redirects, whole body, rendering). */
  SCAN_PAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /** Deadline for a whole scan of one competitor (every page, robots.txt and sitemap included). */
  SCAN_DEADLINE_SECONDS: z.coerce.number().int().min(5).max(900).default(40),
  /** Check Now on a competitor whose last scan finished less than this long ago answers with that scan (0: never). */
  CHECK_NOW_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  CI: z.string().optional(),
  /** Lowest level written to the log (pino levels; `silent` writes nothing). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `json` (one object per line) or `pretty` (readable); default pretty in development, json otherwise and in CI. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export type Env = z.infer<typeof schema> & {
  AUTH_SECRET: string;
  APP_URL: string;
  allowedPrivateHosts: string[];
};

let cached: Env | null = null;

function emptyToUndefined(src: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(src)) out[k] = v === "" ? undefined : v;
  return out;
}

/** Outside production an AUTH_SECRET is generated once and kept under DATA_DIR. */
function resolveSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(emptyToUndefined(process.env));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  cached = {
    ...e,
    DATA_DIR: dataDir,
    AUTH_SECRET: resolveSecret(dataDir, e.AUTH_SECRET),
    APP_URL: e.APP_URL ?? `http://localhost:${e.PORT}`,
    allowedPrivateHosts: e.SCAN_ALLOWED_PRIVATE_HOSTS.split(",").map((s) => s.trim()).filter(Boolean),
  };
  return cached;
}

/** Tests change the environment between cases; they call this to re-read it. */
export function resetEnvCache(): void {
  cached = null;
}

/** Sets process.env for child processes (start script); kept here so no other file touches process.env. */
export function setProcessEnv(values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) process.env[k] = v;
  cached = null;
}

export function processEnvSnapshot(): NodeJS.ProcessEnv {
  return { ...process.env };
}

/**
 * The MCP connector's own settings. It is a separate program started by a desktop assistant, without
 * the web app's variables, so it reads only these two (validated in mcp/config.ts).
 */
export function mcpEnv(): { RIVALSCOPE_URL?: string; RIVALSCOPE_API_KEY?: string } {
  return { RIVALSCOPE_URL: process.env.RIVALSCOPE_URL, RIVALSCOPE_API_KEY: process.env.RIVALSCOPE_API_KEY };
}
