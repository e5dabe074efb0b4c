import {
  CircleHelp,
  DollarSign,
  FileText,
  Image as ImageIcon,
  LayoutTemplate,
  Package,
  Palette,
  Plug,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { Importance } from "@/lib/changes/schemas";
import { timeAgo } from "@/lib/format";

interface TypeMeta {
  label: string;
  icon: LucideIcon;
  /** Tint of the icon chip (token colours only, so both schemes stay readable). */
  tone: string;
}

/** Card type labels (spec §2 Changes feed), including the alias types seen in stored changes. */
const TYPE_META: Record<string, TypeMeta> = {
  pricing: { label: "Pricing", icon: DollarSign, tone: "bg-success/12 text-success" },
  price: { label: "Price", icon: DollarSign, tone: "bg-success/12 text-success" },
  feature: { label: "Features", icon: Sparkles, tone: "bg-primary/12 text-primary" },
  features: { label: "Features", icon: Sparkles, tone: "bg-primary/12 text-primary" },
  integration: { label: "Integrations", icon: Plug, tone: "bg-info/12 text-info" },
  product: { label: "Product", icon: Package, tone: "bg-info/12 text-info" },
  content: { label: "Content", icon: FileText, tone: "bg-muted text-muted-foreground" },
  structure: { label: "Structure", icon: LayoutTemplate, tone: "bg-warning/12 text-warning" },
  design: { label: "Design", icon: Palette, tone: "bg-chart-4/12 text-chart-4" },
  visual: { label: "Visual", icon: ImageIcon, tone: "bg-chart-4/12 text-chart-4" },
  other: { label: "Other", icon: CircleHelp, tone: "bg-muted text-muted-foreground" },
};

export function typeMeta(type: string): TypeMeta {
  return TYPE_META[type] ?? { ...TYPE_META.other, label: type ? type[0].toUpperCase() + type.slice(1) : "Other" };
}

/** The options of the feed's type filter: the detector's types. */
export const TYPE_FILTER_OPTIONS = [
  { value: "pricing", label: "Pricing" },
  { value: "feature", label: "Features" },
  { value: "integration", label: "Integrations" },
  { value: "content", label: "Content" },
  { value: "structure", label: "Structure" },
  { value: "design", label: "Design" },
  { value: "visual", label: "Visual" },
  { value: "other", label: "Other" },
] as const;

/** Labels for type values that arrive by link (the bell's groups, the specification's aliases). */
export const TYPE_LINK_LABELS: Record<string, string> = {
  product: "Product Updates",
  price: "Price",
  features: "Features",
};

export const IMPORTANCE_LABEL: Record<Importance, string> = { high: "High", medium: "Medium", low: "Low" };

export const IMPORTANCE_BADGE: Record<Importance, "destructive" | "warning" | "muted"> = {
  high: "destructive",
  medium: "warning",
  low: "muted",
};

/** "Just now", "5m ago", "3h ago", "2d ago", then a short date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const ago = timeAgo(now - t, 7);
  if (ago) return ago;
  const d = Math.floor((now - t) / 86_400_000);
  return new Date(t).toLocaleDateString("en-US", { month: "short", day: "numeric", year: d > 300 ? "numeric" : undefined });
}

export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  return new Date(t).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
