/**
 * Rivalscope's MCP connector for desktop AI assistants: a stdio MCP server whose tools read the
 * user's Rivalscope data over the public HTTP API with their API key (RIVALSCOPE_URL,
 * RIVALSCOPE_API_KEY). Started by `npm run -s mcp` or the `rivalscope-mcp` bin.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { McpConfigError, readConfig, type McpConfig } from "./config";
import { createHttpBackend } from "./http-backend";
import { INSTRUCTIONS, registerRivalscopeTools, SERVER_INFO } from "./tools";

export function createServer(config: McpConfig, doFetch: typeof fetch = fetch): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  registerRivalscopeTools(server, createHttpBackend(config, doFetch));
  return server;
}

export async function main(): Promise<void> {
  let config: McpConfig;
  try {
    config = readConfig();
  } catch (err) {
    // stdout carries the protocol; diagnostics go to stderr
    process.stderr.write(`[rivalscope-mcp] ${err instanceof McpConfigError ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const server = createServer(config);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`[rivalscope-mcp] connected to ${config.url}\n`);
  const stop = async () => {
    await server.close().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
