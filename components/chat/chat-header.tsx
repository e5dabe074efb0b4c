import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** What answers: the model's name, or the local analyser (the reason in full from a tablet up). */
function ModelLabel({ model }: { model: string | null }) {
  if (!model) return <>local analysis<span className="sr-only sm:not-sr-only"> (no model configured)</span></>;
  return <span className="max-w-28 truncate sm:max-w-none">{/claude/i.test(model) ? "Claude" : model}</span>;
}

/** The chat's title, the 'Powered by MCP + model' badge and what the questions are about. */
export function ChatHeader({ model, description }: { model: string | null; description: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <h1 className="text-lg font-semibold tracking-tight sm:text-2xl">Intelligence Chat</h1>
        <Badge variant="outline" className="shrink-0 gap-1.5 py-0.5" data-testid="chat-powered-by">
          <Sparkles aria-hidden="true" className="text-primary" />
          {/* On a phone the badge keeps to the title's line. */}
          <span className="sr-only sm:not-sr-only">Powered by </span>MCP + <ModelLabel model={model} />
        </Badge>
      </div>
      <p className="truncate text-xs text-muted-foreground sm:text-sm" title={description}>
        {description}
      </p>
    </div>
  );
}
