import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { changeSchema, type ChangeDto, type ChangeFilters, type ChangePage, type UnreadCount } from "@/lib/changes/schemas";
import { matchesFilters } from "./change-filters";

/**
 * Updates of the TanStack caches that hold changes, after a mutation or a live event. Every list of
 * changes lives under ["changes", ...] as a ChangePage, an infinite list of ChangePages, or a single
 * change (the overview's hero).
 */

/** Fallbacks of the fields whose type alone does not say what a missing value reads as. */
const FALLBACKS: Partial<Record<keyof ChangeDto, unknown>> = { competitorName: "Competitor", type: "other", importance: "low", score: 50 };

/** A missing field of changeSchema reads as its fallback, else as null, false, {} or "" (whichever the field accepts). */
function fallbackFor(key: keyof ChangeDto, field: z.ZodType): unknown {
  if (key in FALLBACKS) return FALLBACKS[key];
  for (const empty of [null, false, {}]) if (field.safeParse(empty).success) return empty;
  return "";
}

/**
 * A change from the API or the live stream, read field by field with the server's changeSchema: a
 * missing, empty or malformed field gets its fallback; detectedAt falls back to timestamp, then to now.
 */
export function normalizeChange(raw: unknown): ChangeDto {
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const shape = changeSchema.shape;
  const read = (key: keyof ChangeDto): unknown => {
    const fallback = fallbackFor(key, shape[key]);
    const parsed = shape[key].safeParse(r[key]);
    return parsed.success && !(parsed.data === "" && fallback !== "") ? parsed.data : fallback;
  };
  const keys = Object.keys(shape) as (keyof ChangeDto)[];
  const change = Object.fromEntries(keys.map((key) => [key, read(key)])) as ChangeDto;
  const time = (v: unknown) => (shape.detectedAt.safeParse(v).success ? (v as string) : "");
  const detectedAt = time(r.detectedAt) || time(r.timestamp) || new Date().toISOString();
  return { ...change, detectedAt, timestamp: detectedAt };
}

function isPage(v: unknown): v is ChangePage {
  return Boolean(v && typeof v === "object" && Array.isArray((v as ChangePage).data) && (v as ChangePage).pagination);
}
function isInfinite(v: unknown): v is InfiniteData<ChangePage> {
  return Boolean(v && typeof v === "object" && Array.isArray((v as InfiniteData<ChangePage>).pages));
}
function isChange(v: unknown): v is ChangeDto {
  return Boolean(v && typeof v === "object" && typeof (v as ChangeDto).id === "string" && typeof (v as ChangeDto).description === "string");
}

/** Applies `fn` to every change of a cached value; `null` from `fn` drops the change. */
function mapData(data: unknown, fn: (c: ChangeDto) => ChangeDto | null): unknown {
  const mapPage = (p: ChangePage): ChangePage => {
    const next = p.data.map(fn);
    const kept = next.filter((c): c is ChangeDto => c !== null);
    const dropped = next.length - kept.length;
    if (dropped === 0 && next.every((c, i) => c === p.data[i])) return p;
    return { data: kept, pagination: { ...p.pagination, total: Math.max(0, p.pagination.total - dropped) } };
  };
  if (isInfinite(data)) {
    const pages = data.pages.map(mapPage);
    return pages.every((p, i) => p === data.pages[i]) ? data : { ...data, pages };
  }
  if (isPage(data)) return mapPage(data);
  if (isChange(data)) return fn(data);
  return data;
}

export function patchChange(qc: QueryClient, id: string, patch: Partial<ChangeDto>): void {
  qc.setQueriesData({ queryKey: ["changes"] }, (data: unknown) => mapData(data, (c) => (c.id === id ? { ...c, ...patch } : c)));
}

/** The bell's list, the overview's hero and latest-unread list only hold unread changes. */
const UNREAD_ONLY_KEYS = [["changes", "notifications"], ["changes", "hero"], ["changes", "recent-unread"]] as const;

export function removeFromUnreadLists(qc: QueryClient, id: string): void {
  for (const queryKey of UNREAD_ONLY_KEYS) {
    qc.setQueriesData({ queryKey }, (data: unknown) => mapData(data, (c) => (c.id === id ? null : c)));
  }
}

export function markAllReadInCache(qc: QueryClient, competitorId?: string): void {
  const hit = (c: ChangeDto) => !competitorId || c.competitorId === competitorId;
  qc.setQueriesData({ queryKey: ["changes"] }, (data: unknown) => mapData(data, (c) => (hit(c) && !c.isRead ? { ...c, isRead: true } : c)));
  for (const queryKey of UNREAD_ONLY_KEYS) {
    qc.setQueriesData({ queryKey }, (data: unknown) => mapData(data, (c) => (hit(c) ? null : c)));
  }
  if (!competitorId) qc.setQueryData<UnreadCount>(["changes", "unread-count"], (u) => (u ? { count: 0, highCount: 0, byType: {} } : u));
}

/** Moves the unread totals at once (the server's figures follow with the refetch). */
export function adjustUnreadCount(qc: QueryClient, change: ChangeDto, delta: 1 | -1): void {
  qc.setQueryData<UnreadCount>(["changes", "unread-count"], (u) => {
    if (!u) return u;
    const byType = { ...u.byType, [change.type]: Math.max(0, (u.byType[change.type] ?? 0) + delta) };
    return {
      count: Math.max(0, u.count + delta),
      highCount: Math.max(0, u.highCount + (change.importance === "high" ? delta : 0)),
      byType,
    };
  });
}

function contains(data: unknown, id: string): boolean {
  if (isInfinite(data)) return data.pages.some((p) => p.data.some((c) => c.id === id));
  if (isPage(data)) return data.data.some((c) => c.id === id);
  return false;
}

function prepend(data: unknown, change: ChangeDto, cap?: number): unknown {
  const add = (p: ChangePage, first: boolean): ChangePage => {
    const pagination = { ...p.pagination, total: p.pagination.total + 1 };
    if (!first) return { ...p, pagination };
    const rows = [change, ...p.data];
    return { data: cap ? rows.slice(0, cap) : rows, pagination: cap && rows.length > cap ? { ...pagination, hasMore: true } : pagination };
  };
  if (isInfinite(data)) return { ...data, pages: data.pages.map((p, i) => add(p, i === 0)) };
  if (isPage(data)) return add(data, true);
  return data;
}

/**
 * A change that just arrived: on top of every loaded feed whose filters it matches, of the bell's
 * list and the overview's lists; a new high-importance change becomes the hero. Idempotent.
 */
export function insertLiveChange(qc: QueryClient, change: ChangeDto): void {
  for (const [key, data] of qc.getQueriesData({ queryKey: ["changes", "feed"] })) {
    const filters = (key[2] ?? {}) as ChangeFilters;
    if (!data || contains(data, change.id) || !matchesFilters(change, filters)) continue;
    qc.setQueryData(key, prepend(data, change));
  }
  if (change.isRead) return;
  for (const [queryKey, cap] of [[["changes", "notifications"], 50], [["changes", "recent-unread"], 10]] as const) {
    const data = qc.getQueryData(queryKey);
    if (data && !contains(data, change.id)) qc.setQueryData(queryKey, prepend(data, change, cap));
  }
  if (change.importance === "high") qc.setQueryData(["changes", "hero"], change);
  const counted = qc.getQueryData<UnreadCount>(["changes", "unread-count"]);
  if (counted) adjustUnreadCount(qc, change, 1);
}
