"use client";

import { useState } from "react";
import { CheckCircle2, Eye, EyeOff, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "./copy-button";
import { maskKey as mask } from "./quick-setup";
import type { CreatedApiKey } from "@/lib/client/hooks/use-api-keys";

/** The green panel after creation: the full key (masked until revealed), copy, and Done (which forgets it). */
export function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div role="region" aria-label="New API key" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-4" data-testid="new-api-key">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
        Your new API key “{created.name}”
      </p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 overflow-x-auto rounded-md border bg-background px-3 py-2 font-mono text-sm whitespace-nowrap" data-testid="new-api-key-value">
          {revealed ? created.key : mask(created.key)}
        </code>
        <Button type="button" variant="outline" size="icon" aria-label={revealed ? "Hide API key" : "Show API key"} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
          {revealed ? <EyeOff /> : <Eye />}
        </Button>
        <CopyButton text={created.key} label="Copy API key" success="API key copied to clipboard" failure="Failed to copy API key" />
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        Make sure to copy it now. You won&apos;t be able to see it again.
      </p>
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
