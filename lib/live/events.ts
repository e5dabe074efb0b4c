/**
 * The live streams' contract (spec §7), shared by the server (lib/live/sse.ts, lib/live/bus.ts) and
 * the browser (lib/client/hooks/use-live-stream.tsx, lib/client/hooks/use-intelligence.ts). No
 * server imports: client code bundles it.
 */

/** Events published on the live bus; `signout` ends every open stream of the user. */
export type LiveEventName = "competitor-update" | "change" | "job-update" | "insight" | "signout";

/** The bus events each stream forwards (and replays to a reconnecting browser). */
export const STREAM_EVENTS = {
  changes: ["competitor-update", "change", "job-update"],
  insights: ["insight"],
  health: [],
} as const satisfies Record<string, readonly LiveEventName[]>;

export type StreamKind = keyof typeof STREAM_EVENTS;

/** Events every stream sends on its own: `connected` when it opens, `heartbeat` every 15 s. */
export const STREAM_CONTROL_EVENTS = ["connected", "heartbeat"] as const;

export const STREAM_URLS: Record<StreamKind, string> = {
  changes: "/api/live/changes",
  insights: "/api/live/insights",
  health: "/api/live/health",
};

/** Spec §9: a stream that fails is opened again 5 seconds later. */
export const STREAM_RECONNECT_MS = 5_000;
