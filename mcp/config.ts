import { mcpEnv } from "../lib/env";

/**
 * Configuration of the MCP connector, a separate program from the web app: it reads its own
 * environment (RIVALSCOPE_URL, RIVALSCOPE_API_KEY) as the desktop assistant's config passes it.
 */
export interface McpConfig {
  /** Base URL of the Rivalscope app, e.g. https://app.rivalscope.dev or http://localhost:3000. */
  url: string;
  /** An API key from Settings → API Keys (rs_live_…). */
  apiKey: string;
}

export const DEFAULT_URL = "http://localhost:3000";

export class McpConfigError extends Error {}

export function readConfig(source: Record<string, string | undefined> = mcpEnv()): McpConfig {
  const apiKey = source.RIVALSCOPE_API_KEY?.trim();
  if (!apiKey) throw new McpConfigError("RIVALSCOPE_API_KEY is not set. Generate a key in Rivalscope under Settings → API Keys and add it to the connector's env.");
  const raw = source.RIVALSCOPE_URL?.trim() || DEFAULT_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new McpConfigError(`RIVALSCOPE_URL is not a valid URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new McpConfigError(`RIVALSCOPE_URL must start with http:// or https:// (got ${raw})`);
  return { url: url.toString().replace(/\/+$/, ""), apiKey };
}
