"use client";

import { CheckCircle2, TriangleAlert } from "lucide-react";
import { CopyButton } from "@/components/api-keys/copy-button";
import { Button } from "@/components/ui/button";
import type { CreatedAlertEndpoint } from "@/lib/client/hooks/use-alert-endpoints";

/** After a webhook endpoint is added: its signing secret, once, with copy and how to check it. */
export function NewSecretPanel({ created, onDone }: { created: CreatedAlertEndpoint; onDone: () => void }) {
  return (
    <div role="region" aria-label="Signing secret" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4" data-testid="new-endpoint-secret">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        {created.kind === "slack" ? "Slack endpoint added" : "Webhook endpoint added: its signing secret"}
      </p>
      {created.kind === "webhook" ? (
        <>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 overflow-x-auto rounded-md border bg-background px-3 py-2 font-mono text-sm whitespace-nowrap" data-testid="endpoint-secret-value">
              {created.secret}
            </code>
            <CopyButton text={created.secret} label="Copy signing secret" success="Signing secret copied to clipboard" failure="Failed to copy the secret" />
          </div>
          <p className="text-sm text-muted-foreground">
            Each request carries <code className="font-mono text-xs">X-Rivalscope-Signature: t=…,v1=…</code>: the hex HMAC-SHA256 of <code className="font-mono text-xs">&lt;t&gt;.&lt;raw body&gt;</code> with this secret. Refuse a
            <code className="font-mono text-xs"> t</code> older than 5 minutes, and use the body&apos;s <code className="font-mono text-xs">id</code> to drop duplicates.
          </p>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            Copy it now. You won&apos;t be able to see it again.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">New changes that match its filters will be posted to your Slack channel. Use “Send test” to check it.</p>
      )}
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
