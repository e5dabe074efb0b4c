import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { changeFeedPath } from "@/lib/changes/links";
import type { Source } from "@/lib/compare/battlecard-types";

/** The numbered sources every claim points to: which scan or change, when, the page it was read on, and a change opened in the feed. */
export function BattlecardSources({ sources, competitorId }: { sources: Source[]; competitorId: string }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="battlecard-sources" className="battlecard-section rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5" data-section="sources">
      <h2 id="battlecard-sources" className="mb-2 text-base font-semibold tracking-tight">
        Sources
      </h2>
      <ol className="flex flex-col gap-1.5 text-sm">
        {sources.map((s, i) => (
          <li key={`${s.kind}-${s.id}-${s.url}`} id={`source-${i + 1}`} className="scroll-mt-24 break-inside-avoid">
            <span className="font-medium tabular-nums">[{i + 1}]</span> {s.label}{" "}
            <span className="text-muted-foreground">
              ({s.kind} <code className="font-mono text-xs break-all">{s.id}</code>)
            </span>
            {s.url ? (
              <>
                {" "}
                <a href={s.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-0.5 break-all text-primary underline-offset-2 hover:underline">
                  {s.url}
                  <ExternalLink aria-hidden="true" className="size-3 shrink-0 print:hidden" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
            {s.kind === "change" ? (
              <>
                {" "}
                <Link href={changeFeedPath({ competitorId, id: s.id })} className="text-primary underline underline-offset-2 print:hidden">
                  in the changes feed
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
