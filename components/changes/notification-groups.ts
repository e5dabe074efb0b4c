import type { ChangeDto, UnreadCount } from "@/lib/changes/schemas";

/**
 * The bell's groups (spec §2 Notification bell): unread changes by type in the order pricing,
 * feature, product, content, design, other, 3 items each, with a 'View N more' link to the feed
 * filtered to the group (the feed's `type` accepts the group keys).
 */
export const GROUP_ORDER = ["pricing", "feature", "product", "content", "design", "other"] as const;
export type GroupKey = (typeof GROUP_ORDER)[number];

export const GROUP_TITLES: Record<GroupKey, string> = {
  pricing: "Pricing Changes",
  feature: "New Features",
  product: "Product Updates",
  content: "Content Changes",
  design: "Design Updates",
  other: "Other Changes",
};

export const ITEMS_PER_GROUP = 3;
export const BADGE_CAP = 99;

const GROUP_OF_TYPE: Record<string, GroupKey> = {
  pricing: "pricing",
  price: "pricing",
  feature: "feature",
  features: "feature",
  product: "product",
  integration: "product",
  integrations: "product",
  content: "content",
  design: "design",
  structure: "design",
  visual: "design",
};

export function groupOf(type: string): GroupKey {
  return GROUP_OF_TYPE[type] ?? "other";
}

export interface NotificationGroup {
  key: GroupKey;
  title: string;
  /** The first three unread changes of the group, newest first. */
  items: ChangeDto[];
  /** Unread changes in the group (from the server's counts when known, else the loaded list). */
  total: number;
  /** How many are not shown: the N of 'View N more'. */
  more: number;
  /** The feed filtered to this group. */
  href: string;
}

/** Groups the loaded unread changes; `byType` (unread counts per type) makes the totals exact past 50. */
export function groupNotifications(changes: readonly ChangeDto[], byType?: UnreadCount["byType"]): NotificationGroup[] {
  const buckets = new Map<GroupKey, ChangeDto[]>();
  for (const c of changes) {
    if (c.isRead) continue;
    const key = groupOf(c.type);
    const list = buckets.get(key) ?? [];
    list.push(c);
    buckets.set(key, list);
  }
  const counted = new Map<GroupKey, number>();
  if (byType) {
    for (const [type, n] of Object.entries(byType)) {
      const key = groupOf(type);
      counted.set(key, (counted.get(key) ?? 0) + n);
    }
  }
  const groups: NotificationGroup[] = [];
  for (const key of GROUP_ORDER) {
    const list = buckets.get(key) ?? [];
    if (list.length === 0) continue;
    const total = Math.max(list.length, counted.get(key) ?? 0);
    const items = list.slice(0, ITEMS_PER_GROUP);
    groups.push({ key, title: GROUP_TITLES[key], items, total, more: total - items.length, href: `/dashboard/changes?type=${key}` });
  }
  return groups;
}

/** The badge text: the count, capped at '99+'. Empty for zero. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
