"use client";

import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { CONNECTOR_EXAMPLES as TABS, type ConnectorExample } from "./connector-examples";
import { ConnectorTabPanel } from "./connector-tab-panel";

export const TAB_ROTATION_MS = 3_000;

type TabId = ConnectorExample["id"];

/** The selected tab, moved to the next one every 3 seconds while `rotating`. */
function useRotatingTab(rotating: boolean) {
  const [value, setValue] = useState<TabId>(TABS[0].id);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      setValue((current) => {
        const index = TABS.findIndex((t) => t.id === current);
        return TABS[(index + 1) % TABS.length].id;
      });
    }, TAB_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);
  return [value, setValue] as const;
}

interface TabProps {
  tab: ConnectorExample;
  baseId: string;
  active: boolean;
  tabRef: (el: HTMLButtonElement | null) => void;
  onSelect: () => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
}

function Tab({ tab, baseId, active, tabRef, onSelect, onKeyDown }: TabProps) {
  return (
    <button
      ref={tabRef}
      type="button"
      role="tab"
      id={`${baseId}-tab-${tab.id}`}
      aria-selected={active}
      aria-controls={`${baseId}-panel-${tab.id}`}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      onClick={onSelect}
      onKeyDown={onKeyDown}
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
}

/**
 * Example conversations with the desktop assistant connector. Tabs rotate every 3 seconds until the
 * visitor interacts (selects a tab or focuses the tabs); hovering pauses the rotation.
 *
 * A light WAI-ARIA tabs widget (arrow keys, Home, End; automatic activation) rather than the Radix
 * primitive, so the landing page hydrates without the roving-focus machinery.
 */
export function ConnectorTabs() {
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [value, setValue] = useRotatingTab(!stopped && !hovered);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

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
        {TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            tab={tab}
            baseId={baseId}
            active={tab.id === value}
            tabRef={(el) => {
              tabRefs.current[index] = el;
            }}
            onSelect={() => select(index, false)}
            onKeyDown={(e) => onKeyDown(e, index)}
          />
        ))}
      </div>
      {TABS.map((tab) => (
        <ConnectorTabPanel key={tab.id} tab={tab} baseId={baseId} hidden={tab.id !== value} />
      ))}
    </div>
  );
}
