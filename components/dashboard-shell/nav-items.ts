import { Activity, Columns3, LayoutDashboard, MessagesSquare, Target, type LucideIcon } from "lucide-react";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";

export interface NavItem { href: string; label: string; icon: LucideIcon; exact?: boolean }

/** The side navigation of the shared dashboard layout (spec §2). */
export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Overview", icon: LayoutDashboard, exact: true },
  { href: "/dashboard/competitors", label: "Competitors", icon: Target },
  { href: "/dashboard/changes", label: "Changes", icon: Activity },
  { href: "/dashboard/compare", label: "Compare", icon: Columns3 },
  { href: "/dashboard/chat", label: "Chat", icon: MessagesSquare },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.href;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

export const REPORT_ISSUE_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Beta issue report")}&body=${encodeURIComponent(
  "What happened:\n\nWhat I expected:\n\nPage / steps to reproduce:\n",
)}`;
