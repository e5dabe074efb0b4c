"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { FlaskConical, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { LogoMark } from "@/components/marketing/logo";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { NAV_ITEMS, REPORT_ISSUE_HREF, isActive } from "./nav-items";

interface NavListProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The four destinations; icons only (with tooltips) when collapsed. */
export function NavList({ collapsed = false, onNavigate }: NavListProps) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-1">
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        const link = (
          <Link
            href={item.href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            aria-label={collapsed ? item.label : undefined}
            className={cn(
              "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none",
              "focus-visible:ring-2 focus-visible:ring-sidebar-ring",
              active
                ? "bg-sidebar-accent text-sidebar-accent-foreground"
                : "text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
              collapsed && "justify-center px-0",
            )}
          >
            <item.icon aria-hidden="true" className={cn("size-4 shrink-0", active && "text-sidebar-primary")} />
            {collapsed ? null : <span>{item.label}</span>}
          </Link>
        );
        return (
          <li key={item.href}>
            {collapsed ? (
              <Tooltip>
                <TooltipTrigger asChild>{link}</TooltipTrigger>
                <TooltipContent side="right">{item.label}</TooltipContent>
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The private-beta notice with a report-an-issue mail link. */
export function BetaNotice({ collapsed = false }: { collapsed?: boolean }) {
  if (collapsed) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <a
            href={REPORT_ISSUE_HREF}
            aria-label="Private beta: report an issue"
            className="mx-auto inline-flex size-9 items-center justify-center rounded-md text-primary outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          >
            <FlaskConical aria-hidden="true" className="size-4" />
          </a>
        </TooltipTrigger>
        <TooltipContent side="right">Private beta: report an issue</TooltipContent>
      </Tooltip>
    );
  }
  return (
    <aside aria-label="Beta notice" className="rounded-lg border border-sidebar-border bg-background/60 p-3 text-xs">
      <p className="flex items-center gap-1.5 font-semibold text-sidebar-foreground">
        <FlaskConical aria-hidden="true" className="size-3.5 text-primary" />
        Private beta
      </p>
      <p className="mt-1 leading-relaxed text-muted-foreground">
        Rivalscope is still being polished. Spotted something odd?
      </p>
      <a href={REPORT_ISSUE_HREF} className="mt-2 inline-block font-medium text-primary underline underline-offset-2">
        Report an issue
      </a>
    </aside>
  );
}

interface SideNavProps {
  collapsed: boolean;
  onToggle: () => void;
  className?: string;
}

/** Desktop side navigation (768 px and wider); narrows to icons when collapsed. */
export function SideNav({ collapsed, onToggle, className }: SideNavProps) {
  return (
    <nav
      aria-label="Dashboard"
      data-collapsed={collapsed || undefined}
      className={cn(
        "sticky top-0 h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground",
        "transition-[width] duration-200 motion-reduce:transition-none",
        collapsed ? "w-16" : "w-60",
        className,
      )}
    >
      <div className={cn("flex h-14 items-center gap-2 border-b border-sidebar-border px-3", collapsed && "justify-center px-0")}>
        <Link href="/dashboard" aria-label="Rivalscope overview" className="inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring">
          <LogoMark />
          {collapsed ? null : <span>Rivalscope</span>}
        </Link>
      </div>
      <div className={cn("flex-1 overflow-y-auto p-3", collapsed && "px-2")}>
        <NavList collapsed={collapsed} />
      </div>
      <div className={cn("flex flex-col gap-2 border-t border-sidebar-border p-3", collapsed && "items-center px-2")}>
        <BetaNotice collapsed={collapsed} />
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
          aria-expanded={!collapsed}
          className={cn(
            "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm text-muted-foreground outline-none",
            "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring",
            collapsed && "size-9 justify-center px-0",
          )}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-4" /> : <PanelLeftClose aria-hidden="true" className="size-4" />}
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </div>
    </nav>
  );
}
