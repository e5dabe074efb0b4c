import type { CurrentSubscription } from "@/lib/billing/subscription";

export type Subscription = CurrentSubscription;

/** Billing dates read 'MMMM d, yyyy' (e.g. "March 5, 2026"). */
export function formatBillingDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

export type BadgeVariant = "success" | "destructive" | "secondary" | "outline" | "info" | "muted";

/** Status display of spec §4: Active (green), Past Due (destructive), Canceled, Free; others raw. */
export function statusDisplay(status: string): { label: string; variant: BadgeVariant } {
  switch (status) {
    case "active":
      return { label: "Active", variant: "success" };
    case "past_due":
      return { label: "Past Due", variant: "destructive" };
    case "canceled":
      return { label: "Canceled", variant: "secondary" };
    case "free":
      return { label: "Free", variant: "outline" };
    case "trialing":
      return { label: "Trial", variant: "info" };
    default:
      return { label: status, variant: "muted" };
  }
}

export type UsageLevel = "none" | "warning" | "full";

/** Free-plan banner level: 80% or more of the limit warns, 100% is the stronger one. */
export function usageLevel(current: number, limit: number): UsageLevel {
  if (limit <= 0) return "none";
  const ratio = current / limit;
  if (ratio >= 1) return "full";
  if (ratio >= 0.8) return "warning";
  return "none";
}
