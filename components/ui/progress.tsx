"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Classes for the filled bar, e.g. `bg-success` or `bg-warning`. */
  indicatorClassName?: string;
};

/**
 * A progress bar (role="progressbar"). `value` is 0..`max` (default 100); `null` means
 * indeterminate. Pass `aria-label` or `aria-labelledby`; "Progress" is used when neither is given.
 */
function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  const percent =
    value === null || value === undefined ? null : Math.min(100, Math.max(0, (value / max) * 100));

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={named ? undefined : "Progress"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/15", className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-transform duration-300 ease-out",
          percent === null && "w-1/3 animate-pulse",
          indicatorClassName,
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, type ProgressProps };
