#!/usr/bin/env node
// rivalscope-mcp: starts the Rivalscope MCP connector (stdio). TypeScript sources run through tsx,
// scoped to this import, so nothing else in the process is affected.
import { tsImport } from "tsx/esm/api";

const { main } = await tsImport("./server.ts", import.meta.url);
await main();
