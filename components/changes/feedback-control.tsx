"use client";

import { Check, ThumbsDown, ThumbsUp } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useChangeFeedback } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";

/** 'Important?' thumbs up/down; 'Feedback recorded' once given. */
export function FeedbackControl({ change, onRecorded }: { change: ChangeDto; onRecorded: () => void }) {
  const feedback = useChangeFeedback();
  const give = (isImportant: boolean) =>
    feedback.mutate(
      { change, isImportant },
      {
        onSuccess: (result) => {
          // The server's note says what the answer did to scoring (a level moved, or only noted), in the rate's words.
          toast.success(isImportant ? "Marked as important - AI is learning!" : "Marked as unimportant", result?.note ? { description: result.note } : undefined);
          onRecorded();
        },
        onError: (err) => toast.error(`Failed to record feedback: ${err instanceof Error ? err.message : String(err)}`),
      },
    );
  if (change.feedback !== null) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success" data-testid="feedback-recorded">
        <Check aria-hidden="true" className="size-3.5" />
        Feedback recorded
        <span className="sr-only">{change.feedback ? ": important" : ": not important"}</span>
        {change.feedback ? <ThumbsUp aria-hidden="true" className="size-3.5" /> : <ThumbsDown aria-hidden="true" className="size-3.5" />}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1" role="group" aria-label="Important?">
      <span className="mr-1 text-xs text-muted-foreground" aria-hidden="true">
        Important?
      </span>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Yes, important" disabled={feedback.isPending} onClick={() => give(true)}>
        <ThumbsUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="size-8" aria-label="No, not important" disabled={feedback.isPending} onClick={() => give(false)}>
        <ThumbsDown aria-hidden="true" />
      </Button>
    </span>
  );
}
