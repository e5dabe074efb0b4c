"use client";

import { Lightbulb } from "lucide-react";
import { CHAT_SUGGESTIONS } from "@/lib/chat/copy";

/** 'Try asking:' with the five suggested questions; shown from the sm breakpoint up. A click fills the input. */
export function ChatSuggestions({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="hidden sm:block" data-testid="chat-suggestions">
      <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Lightbulb aria-hidden="true" className="size-3.5" />
        Try asking:
      </p>
      <div className="flex flex-wrap gap-2">
        {CHAT_SUGGESTIONS.map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => onPick(s)}
            className="rounded-full border bg-background px-3 py-1.5 text-left text-xs text-foreground transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {s}
          </button>
        ))}
      </div>
    </div>
  );
}
