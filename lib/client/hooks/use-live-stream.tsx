"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** Events of GET /api/live/changes (spec §7). */
export const LIVE_EVENTS = ["connected", "heartbeat", "competitor-update", "change", "job-update"] as const;
export type LiveEvent = (typeof LIVE_EVENTS)[number];
export type LiveHandler = (data: unknown) => void;

export const LIVE_STREAM_URL = "/api/live/changes";
export const LIVE_RECONNECT_MS = 5_000;

interface LiveStreamValue {
  /** True while the stream is open (set on `connected`, cleared on a stream error). */
  connected: boolean;
  /** Listens to one event; returns the unsubscribe function. */
  subscribe: (event: LiveEvent, handler: LiveHandler) => () => void;
}

const LiveStreamContext = createContext<LiveStreamValue | null>(null);

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * One EventSource for the whole dashboard (cookie auth). On an error the connected flag is cleared,
 * the source is closed and a new one is opened 5 seconds later, asking for the events missed meanwhile.
 */
export function LiveStreamProvider({ children, url = LIVE_STREAM_URL }: { children: React.ReactNode; url?: string }) {
  const [connected, setConnected] = useState(false);
  const handlers = useRef(new Map<LiveEvent, Set<LiveHandler>>());

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const dispatch = (event: LiveEvent, raw: string) => {
      const data = parse(raw);
      for (const h of handlers.current.get(event) ?? []) h(data);
    };

    // The id of the last event received: a new source asks for what it missed since (the server replays it).
    let lastEventId = "";
    const open = () => {
      if (stopped) return;
      const resume = lastEventId ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(lastEventId)}` : url;
      const es = new EventSource(resume, { withCredentials: true });
      source = es;
      for (const name of LIVE_EVENTS) {
        es.addEventListener(name, (e) => {
          const message = e as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          if (name === "connected") setConnected(true);
          dispatch(name, message.data);
        });
      }
      es.onerror = () => {
        setConnected(false);
        es.close();
        if (source === es) source = null;
        clearTimeout(retry);
        retry = setTimeout(open, LIVE_RECONNECT_MS);
      };
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);

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
