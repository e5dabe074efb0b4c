"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Bot, User } from "lucide-react";
import { cn } from "@/lib/utils";

export const TAB_ROTATION_MS = 3_000;

const TABS = [
  {
    id: "pricing",
    label: "Pricing moves",
    prompt: "Did any competitor change pricing this week?",
    answer: [
      "Northwind CRM raised Team from $49 to $59 per seat on Tuesday (high importance).",
      "Globex Cloud now anchors with a $299 'Scale' plan, which makes Pro look cheap. Classic decoy.",
      "Nobody else touched their pricing pages.",
    ],
  },
  {
    id: "features",
    label: "Feature launches",
    prompt: "What did Initech Pay ship since last month?",
    answer: [
      "An AI reconciliation assistant, currently labelled beta on the features page.",
      "SSO moved from Enterprise down to Business, probably aimed at your mid-market deals.",
      "Three new integration pages: NetSuite, Xero and QuickBooks.",
    ],
  },
  {
    id: "briefing",
    label: "Weekly briefing",
    prompt: "Brief me before my 9am strategy meeting.",
    answer: [
      "4 high-importance changes across 6 competitors; 2 of them are pricing.",
      "Prediction: Umbrella HR looks likely to launch a free tier soon (hiring + new comparison pages).",
      "Talking point: you are the only vendor in the set with no per-seat pricing.",
    ],
  },
] as const;

type TabId = (typeof TABS)[number]["id"];

/**
 * Example conversations with the desktop assistant connector. Tabs rotate every 3 seconds until the
 * visitor interacts (selects a tab or focuses the tabs); hovering pauses the rotation.
 *
 * A light WAI-ARIA tabs widget (arrow keys, Home, End; automatic activation) rather than the Radix
 * primitive, so the landing page hydrates without the roving-focus machinery.
 */
export function ConnectorTabs() {
  const [value, setValue] = useState<TabId>(TABS[0].id);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (stopped || hovered) return;
    const timer = window.setInterval(() => {
      setValue((current) => {
        const index = TABS.findIndex((t) => t.id === current);
        return TABS[(index + 1) % TABS.length].id;
      });
    }, TAB_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [stopped, hovered]);

  const select = (index: number, focus: boolean) => {
    setStopped(true);
    setValue(TABS[index].id);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div
      onFocus={() => setStopped(true)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      className="flex flex-col gap-4"
      data-testid="connector-tabs"
      data-rotating={!stopped && !hovered}
    >
      <div role="tablist" aria-label="Example questions" className="inline-flex h-auto w-full flex-wrap items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground sm:w-fit">
        {TABS.map((tab, index) => {
          const active = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              onClick={() => select(index, false)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                "transition-[color,background-color,box-shadow] outline-none hover:text-foreground",
                "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
                active && "bg-background text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== value}
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
      ))}
    </div>
  );
}
