import { ShieldAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A Blocked competitor (its site answered the last scan with a bot wall or challenge page): why, that
 * nothing was compared, and what to do. `compact` (small text) on the cards and the phone drawer; `clamp`
 * (two lines, the default when compact) on the cards, where the detail page has the rest.
 */
export function BlockedNotice({ lastError, compact = false, clamp = compact, className }: { lastError: string | null | undefined; compact?: boolean; clamp?: boolean; className?: string }) {
  const text = lastError || "The site answered the last scan with a bot check instead of its pages; nothing was compared. Rivalscope tries again later.";
  return (
    <p
      role={compact ? undefined : "alert"}
      data-testid="blocked-notice"
      className={cn(
        "flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 text-foreground",
        compact ? "px-2.5 py-1.5 text-xs" : "rounded-lg px-3 py-2 text-sm",
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className={cn("shrink-0 text-warning", compact ? "mt-px size-3.5" : "mt-0.5 size-4")} />
      <span className={clamp ? "line-clamp-2" : undefined}>
        {compact ? null : <strong className="font-semibold">Blocked by the site. </strong>}
        {text}
      </span>
    </p>
  );
}
