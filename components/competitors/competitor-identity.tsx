"use client";

import { useState } from "react";
import Image from "next/image";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel, statusTone } from "./display-rules";

/** The status badge: Active, Paused, Error, Setting up or Inactive. */
export function CompetitorStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge variant={tone} className={cn(tone === "info" && "gap-1.5", className)} data-testid="status-badge">
      {tone === "info" ? <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" /> : null}
      {statusLabel(status)}
    </Badge>
  );
}

/** The site's favicon, or its first letter when the icon does not load. */
export function CompetitorFavicon({ src, name, size = 32, className }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn("flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted", className);
  if (!src || failed) {
    return (
      <span aria-hidden="true" className={cn(box, "font-semibold text-muted-foreground uppercase")} style={{ width: size, height: size, fontSize: size * 0.45 }}>
        {name.trim().charAt(0) || "?"}
      </span>
    );
  }
  return (
    <span className={box} style={{ width: size, height: size }}>
      <Image src={src} alt="" width={size} height={size} unoptimized className="size-full object-contain p-0.5" onError={() => setFailed(true)} />
    </span>
  );
}

export function BaselineBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-primary/40 text-primary", className)}>
      Baseline
    </Badge>
  );
}
