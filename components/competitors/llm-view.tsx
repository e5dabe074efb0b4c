"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowLeft, Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCompetitor, useLatestSnapshot } from "@/lib/client/hooks/use-competitors";
import { llmText } from "./llm-text";

/** Copy confirmation shows for 3 seconds (spec §9). */
const COPIED_MS = 3_000;

/** Plain monospace text of the latest snapshot, for pasting into an assistant. */
export function LlmView({ id }: { id: string }) {
  const competitor = useCompetitor(id);
  const snapshot = useLatestSnapshot(id);
  const [copied, setCopied] = useState(false);

  if (competitor.isPending || snapshot.isPending) {
    return (
      <p className="font-mono text-sm" role="status" data-testid="llm-loading">
        Loading...
      </p>
    );
  }
  if (competitor.isError || snapshot.isError) {
    return (
      <p className="font-mono text-sm text-destructive" role="alert" data-testid="llm-error">
        Error loading data
      </p>
    );
  }

  const text = llmText(competitor.data, snapshot.data);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h1 className="sr-only">{competitor.data.name}: plain text of the latest snapshot</h1>
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href={`/dashboard/competitors/${id}`}>
            <ArrowLeft aria-hidden="true" /> Back to {competitor.data.name}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy text"}
        </Button>
      </div>
      <pre data-testid="llm-text" className="overflow-x-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap sm:text-sm">
        {text}
      </pre>
    </div>
  );
}
