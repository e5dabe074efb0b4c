"use client";

import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useIsMobile } from "@/lib/client/hooks/use-is-mobile";
import { cn } from "@/lib/utils";

interface Props extends Omit<React.ComponentProps<"div">, "title"> {
  /** The card's heading (an `<h2>`): an icon and a name. */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A button beside the title (outside the toggle, so it works on a closed card). */
  action?: React.ReactNode;
  /** Open at first on a phone too (a short summary card); every card is open at first on wider screens. */
  openOnPhone?: boolean;
  /** false: a plain card without the toggle (the same card used elsewhere). */
  collapsible?: boolean;
  contentClassName?: string;
}

/**
 * A card whose body folds away under its heading: the heading is a button with aria-expanded and
 * aria-controls (Enter and Space toggle it). Closed at first under 768 px unless `openOnPhone`, so a
 * long page of cards reads as a list of sections on a phone; open at first on wider screens.
 */
export function CollapsibleCard({ title, description, action, openOnPhone = false, collapsible = true, contentClassName, className, children, ...rest }: Props) {
  const phone = useIsMobile();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = !collapsible || (chosen ?? (openOnPhone || !phone));
  const contentId = useId();
  return (
    <Card className={cn("gap-4", className)} data-state={open ? "open" : "closed"} {...rest}>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            {collapsible ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={contentId}
                onClick={() => setChosen(!open)}
                data-testid="card-toggle"
                className="-m-1 flex w-[calc(100%+0.5rem)] items-center gap-2 rounded-md p-1 text-left outline-none hover:text-foreground/80 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex min-w-0 flex-1 items-center gap-2">{title}</span>
                <ChevronDown aria-hidden="true" className={cn("size-4 shrink-0 text-muted-foreground transition-transform", open && "rotate-180")} />
              </button>
            ) : (
              <span className="flex items-center gap-2">{title}</span>
            )}
          </h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent id={contentId} hidden={!open} className={contentClassName}>
        {children}
      </CardContent>
    </Card>
  );
}
