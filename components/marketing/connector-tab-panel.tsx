import { Bot, User } from "lucide-react";
import type { ConnectorExample } from "./connector-examples";

/** One example: the visitor's question and the assistant's answer, as a tab panel. */
export function ConnectorTabPanel({ tab, baseId, hidden }: { tab: ConnectorExample; baseId: string; hidden: boolean }) {
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${tab.id}`}
      aria-labelledby={`${baseId}-tab-${tab.id}`}
      hidden={hidden}
      tabIndex={0}
      className="rounded-xl border bg-card p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
          <User aria-hidden="true" className="size-4" />
          <span className="sr-only">You:</span>
        </span>
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">{tab.prompt}</p>
      </div>
      <div className="mt-4 flex items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Bot aria-hidden="true" className="size-4" />
          <span className="sr-only">Assistant, using Rivalscope:</span>
        </span>
        <ul className="flex-1 space-y-2 rounded-lg border px-3 py-2 text-sm">
          {tab.answer.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
