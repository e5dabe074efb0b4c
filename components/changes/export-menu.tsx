"use client";

import { useState } from "react";
import Link from "next/link";
import { BellRing, ChevronDown, Download, Share2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { downloadChangesCsv } from "@/lib/client/hooks/use-changes";
import type { ChangeFilters } from "@/lib/changes/schemas";
import { filtersToSearch } from "@/lib/client/change-filters";

/** The feed's link with its filters, for sharing. */
export function feedUrl(origin: string, filters: ChangeFilters): string {
  const q = filtersToSearch(filters);
  return `${origin}/dashboard/changes${q ? `?${q}` : ""}`;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy is not available");
}

/**
 * Export: Export to CSV (every change matching the current filters), Share Feed (copies the
 * filtered feed's link) and Configure Alerts (the notification settings).
 */
export function ExportMenu({ filters }: { filters: ChangeFilters }) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadChangesCsv(filters);
      toast.success("Changes exported to CSV", { description: name });
    } catch {
      toast.error("Failed to export changes");
    } finally {
      setExporting(false);
    }
  };

  const share = async () => {
    try {
      await copyText(feedUrl(window.location.origin, filters));
      toast.success("Feed link copied to clipboard");
    } catch {
      toast.error("Failed to copy feed link");
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" loading={exporting}>
          {exporting ? null : <Download aria-hidden="true" />}
          Export
          <ChevronDown aria-hidden="true" className="opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => void exportCsv()}>
          <Download aria-hidden="true" />
          Export to CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void share()}>
          <Share2 aria-hidden="true" />
          Share Feed
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard/settings?tab=notifications">
            <BellRing aria-hidden="true" />
            Configure Alerts
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
