import { expandType, type ChangeDto, type ChangeFilters, type Importance } from "@/lib/changes/schemas";

/**
 * The feed's filters and the URL: `search`, `competitorId`, `type`, `importance`, `isRead`.
 * `?type=` and `?competitorId=` links from the bell and the competitors page land here.
 */
export const FILTER_KEYS = ["search", "competitorId", "type", "importance", "isRead"] as const;

const IMPORTANCE: readonly Importance[] = ["low", "medium", "high"];

export function filtersFromParams(params: URLSearchParams | { get(key: string): string | null }): ChangeFilters {
  const f: ChangeFilters = {};
  const search = params.get("search")?.trim();
  if (search) f.search = search.slice(0, 200);
  const competitorId = params.get("competitorId")?.trim();
  if (competitorId) f.competitorId = competitorId;
  const type = params.get("type")?.trim().toLowerCase();
  if (type) f.type = type.slice(0, 40);
  const importance = params.get("importance");
  if (importance && (IMPORTANCE as readonly string[]).includes(importance)) f.importance = importance as Importance;
  const isRead = params.get("isRead");
  if (isRead === "true" || isRead === "false") f.isRead = isRead;
  return f;
}

/** Query string of the filters in a stable key order (empty values left out). */
export function filtersToSearch(f: ChangeFilters): string {
  const p = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = f[key];
    if (v) p.set(key, v);
  }
  return p.toString();
}

export function isFiltered(f: ChangeFilters): boolean {
  return FILTER_KEYS.some((k) => Boolean(f[k]));
}

/** Whether a change (e.g. one that just arrived live) belongs in a feed with these filters. */
export function matchesFilters(c: ChangeDto, f: ChangeFilters): boolean {
  if (f.competitorId && c.competitorId !== f.competitorId) return false;
  const types = expandType(f.type);
  if (types && !types.includes(c.type)) return false;
  if (f.importance && c.importance !== f.importance) return false;
  if (f.isRead && String(c.isRead) !== f.isRead) return false;
  if (f.search) {
    const needle = f.search.toLowerCase();
    if (!c.description.toLowerCase().includes(needle) && !c.competitorName.toLowerCase().includes(needle)) return false;
  }
  return true;
}
