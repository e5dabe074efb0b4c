"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { openLiveSource } from "@/lib/client/event-source";
import { STREAM_CONTROL_EVENTS, STREAM_EVENTS, STREAM_URLS } from "@/lib/live/events";

/** Events of GET /api/live/changes (spec §7). */
export const LIVE_EVENTS = [...STREAM_CONTROL_EVENTS, ...STREAM_EVENTS.changes] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
export type LiveHandler = (data: unknown) => void;

interface LiveStreamValue {
  /** True while the stream is open (set on `connected`, cleared on a stream error). */
  connected: boolean;
  /** Listens to one event; returns the unsubscribe function. */
  subscribe: (event: LiveEvent, handler: LiveHandler) => () => void;
}

const LiveStreamContext = createContext<LiveStreamValue | null>(null);

/**
 * One EventSource for the whole dashboard (cookie auth). On an error the connected flag is cleared,
 * the source is closed and a new one is opened 5 seconds later, asking for the events missed meanwhile.
 */
export function LiveStreamProvider({ children, url = STREAM_URLS.changes }: { children: React.ReactNode; url?: string }) {
  const [connected, setConnected] = useState(false);
  const handlers = useRef(new Map<LiveEvent, Set<LiveHandler>>());

  useEffect(
    () =>
      openLiveSource({
        url,
        events: LIVE_EVENTS,
        onEvent: (name, data) => {
          if (name === "connected") setConnected(true);
          for (const h of handlers.current.get(name as LiveEvent) ?? []) h(data);
        },
        onError: () => setConnected(false),
      }),
    [url],
  );

  const subscribe = useCallback((event: LiveEvent, handler: LiveHandler) => {
    const map = handlers.current;
    if (!map.has(event)) map.set(event, new Set());
    map.get(event)!.add(handler);
    return () => {
      map.get(event)?.delete(handler);
    };
  }, []);

  const value = useMemo(() => ({ connected, subscribe }), [connected, subscribe]);
  return <LiveStreamContext.Provider value={value}>{children}</LiveStreamContext.Provider>;
}

/** The dashboard's live stream: `connected` and `subscribe(event, handler)`. Needs LiveStreamProvider. */
export function useLiveStream(): LiveStreamValue {
  const value = useContext(LiveStreamContext);
  if (!value) throw new Error("useLiveStream must be used inside <LiveStreamProvider> (the dashboard layout)");
  return value;
}

/** Calls `handler` for every `event` while mounted; the latest handler is always used. */
export function useLiveEvent(event: LiveEvent, handler: LiveHandler): void {
  const { subscribe } = useLiveStream();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (data) => latest.current(data)), [event, subscribe]);
}
