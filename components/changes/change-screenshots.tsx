"use client";

import { useState } from "react";
import Image from "next/image";
import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";

function Shot({ src, caption, alt }: { src: string; caption: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="text-xs font-medium text-muted-foreground">{caption}</figcaption>
      {failed ? (
        <div className="flex h-32 items-center justify-center gap-2 rounded-lg border border-dashed text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" />
          Image unavailable
        </div>
      ) : (
        <a href={src} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg border bg-muted" aria-label={`Open ${caption.toLowerCase()} in a new tab`}>
          <Image
            src={src}
            alt={alt}
            width={1280}
            height={800}
            unoptimized
            loading="lazy"
            className="h-auto max-h-80 w-full object-contain object-top"
            onError={() => setFailed(true)}
          />
        </a>
      )}
    </figure>
  );
}

/** The page screenshot and the highlighted-difference image of a change, when it has them. */
export function ChangeScreenshots({ screenshot, highlight, name, className }: { screenshot: string | null; highlight: string | null; name: string; className?: string }) {
  if (!screenshot && !highlight) return null;
  return (
    <div className={cn("grid gap-3", screenshot && highlight ? "sm:grid-cols-2" : "", className)} data-testid="change-screenshots">
      {screenshot ? <Shot src={screenshot} caption="Screenshot" alt={`Screenshot of ${name}'s page when the change was detected`} /> : null}
      {highlight ? <Shot src={highlight} caption="Highlighted differences" alt={`${name}'s page with the changed areas highlighted`} /> : null}
    </div>
  );
}
