import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/request-context";

export type { Logger };

/**
 * The one logger of the server processes (web server, worker, start script). Lines are JSON objects
 * (`level`, `time`, `component`, `msg`, `requestId` inside a request, `err` with its stack) in
 * production and CI, and readable `HH:MM:ss INFO: [component] message` lines in development.
 */
let root: Logger | null = null;
const children = new Map<string, Logger>();

export function logFormat(): "json" | "pretty" {
  const e = env();
  return e.LOG_FORMAT ?? (e.NODE_ENV === "development" && !e.CI ? "pretty" : "json");
}

/** pino-pretty is a development dependency: where it is not installed the lines stay JSON. */
function prettyStream(): DestinationStream | null {
  try {
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const pretty = load("pino-pretty") as typeof import("pino-pretty");
    return pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname,component",
      messageFormat: "{if component}[{component}] {end}{msg}",
    });
  } catch {
    return null;
  }
}

function createRoot(): Logger {
  const options: pino.LoggerOptions = {
    level: env().LOG_LEVEL,
    // Every line written while a request is handled names it (the response's x-request-id).
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  const pretty = logFormat() === "pretty" ? prettyStream() : null;
  if (pretty) return pino(options, pretty);
  return pino(
    { ...options, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    process.stdout,
  );
}

/** The logger of one part of the system (`api`, `worker`, `start`, `billing`…), created on first use. */
export function logger(component: string): Logger {
  root ??= createRoot();
  let child = children.get(component);
  if (!child) {
    child = root.child({ component });
    children.set(component, child);
  }
  return child;
}

/** Tests and the start script re-read LOG_LEVEL / LOG_FORMAT after changing the environment. */
export function resetLogger(): void {
  root = null;
  children.clear();
}
