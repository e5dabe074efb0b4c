import { STREAM_RECONNECT_MS } from "@/lib/live/events";

export interface LiveSourceOptions {
  url: string;
  /** The `event:` names to listen for. */
  events: readonly string[];
  /** Each event, its `data:` parsed as JSON (the raw text when it is not JSON). */
  onEvent: (event: string, data: unknown) => void;
  /** A stream error: the source is closed and opened again `reconnectMs` later. */
  onError?: () => void;
  reconnectMs?: number;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * An EventSource (cookie auth) that reopens itself after an error, asking the server for the events
 * it missed meanwhile (`?lastEventId=`, which the live routes replay). Returns the function that
 * closes it for good.
 */
export function openLiveSource({ url, events, onEvent, onError, reconnectMs = STREAM_RECONNECT_MS }: LiveSourceOptions): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // The id of the last event received: a new source asks for what it missed since.
  let lastEventId = "";

  const open = () => {
    if (stopped) return;
    const resume = lastEventId ? `${url}${url.includes("?") ? "&" : "?"}lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const es = new EventSource(resume, { withCredentials: true });
    source = es;
    for (const name of events) {
      es.addEventListener(name, (e) => {
        const message = e as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        onEvent(name, parse(message.data));
      });
    }
    es.onerror = () => {
      onError?.();
      es.close();
      if (source === es) source = null;
      clearTimeout(retry);
      retry = setTimeout(open, reconnectMs);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
