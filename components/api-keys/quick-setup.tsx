"use client";

import { Terminal } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { CopyButton } from "./copy-button";

export const KEY_PLACEHOLDER = "rs_live_your_api_key_here";

/** The key as shown on screen: prefix and last four characters only. */
export const maskKey = (key: string) => `${key.slice(0, 8)}${"•".repeat(Math.max(8, key.length - 12))}${key.slice(-4)}`;

/** The assistant's connector configuration (claude_desktop_config.json style). */
export function connectorConfig(url: string, apiKey: string, script?: string): string {
  const server = script ? { command: "node", args: [script] } : { command: "npx", args: ["-y", "rivalscope-mcp"] };
  return JSON.stringify({ mcpServers: { rivalscope: { ...server, env: { RIVALSCOPE_URL: url, RIVALSCOPE_API_KEY: apiKey } } } }, null, 2);
}

function Step({ n, title, children }: { n: number; title: string; children?: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {n}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-medium">{title}</p>
        {children}
      </div>
    </li>
  );
}

/** Quick setup for the desktop assistant connector: key, install, configuration block. */
export function QuickSetup({ apiKey }: { apiKey: string | null }) {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : "http://localhost:3000";
  // on screen the new key stays masked; the copied block carries the real key
  const shown = connectorConfig(origin, apiKey ? maskKey(apiKey) : KEY_PLACEHOLDER);
  const config = connectorConfig(origin, apiKey ?? KEY_PLACEHOLDER);
  return (
    <Card data-testid="mcp-quick-setup">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Terminal aria-hidden="true" className="size-4" />
            Quick setup: Claude Desktop (MCP connector)
          </h2>
        </CardTitle>
        <CardDescription>Ask your desktop AI assistant about your competitors, with your Rivalscope data as its tools.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-5">
          <Step n={1} title="Generate an API key above and copy it." />
          <Step n={2} title="Install the connector (or let npx fetch it on first start):">
            <code className="block w-fit max-w-full overflow-x-auto rounded-md bg-muted px-3 py-2 font-mono text-xs whitespace-nowrap">npm install -g rivalscope-mcp</code>
          </Step>
          <Step n={3} title="Add this to claude_desktop_config.json (Settings → Developer → Edit Config), then restart the assistant:">
            <div className="relative min-w-0">
              <pre className="max-w-full overflow-x-auto rounded-md bg-muted p-4 pr-14 font-mono text-xs" data-testid="mcp-config">
                {shown}
              </pre>
              <CopyButton className="absolute top-2 right-2" text={config} label="Copy configuration" success="Configuration copied to clipboard" failure="Failed to copy configuration" />
            </div>
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
              {apiKey ? "The copied block contains your new key — copy it before you press Done." : `Replace ${KEY_PLACEHOLDER} with your key.`} Running Rivalscope from source? Use{" "}
              <code className="font-mono">&quot;command&quot;: &quot;node&quot;</code> with <code className="font-mono">&quot;args&quot;: [&quot;/absolute/path/to/rivalscope/mcp/bin.mjs&quot;]</code> instead. Tools: list_competitors,
              get_competitor, get_pricing, list_changes, get_psychology_analysis, get_insights and ask.
            </p>
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
