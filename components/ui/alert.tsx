import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/*
 * Tinted variants mix the tone into the card colour (a solid background), so the tone-coloured
 * text keeps its AA contrast wherever the alert is placed.
 */
const alertVariants = cva(
  [
    "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm",
    "has-[>svg]:grid-cols-[--spacing(4)_1fr] has-[>svg]:gap-x-3",
    "[&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  ].join(" "),
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground *:data-[slot=alert-description]:text-muted-foreground",
        destructive:
          "border-destructive/40 bg-[color-mix(in_oklab,var(--destructive)_8%,var(--card))] text-destructive",
        success:
          "border-success/40 bg-[color-mix(in_oklab,var(--success)_8%,var(--card))] text-success",
        warning:
          "border-warning/40 bg-[color-mix(in_oklab,var(--warning)_8%,var(--card))] text-warning",
        info: "border-info/40 bg-[color-mix(in_oklab,var(--info)_8%,var(--card))] text-info",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type AlertProps = React.ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/**
 * A message box. `role="alert"` by default, so it is announced when it appears; pass
 * `role="status"` for polite messages or `role={undefined}` for static notes.
 */
function Alert({ className, variant, role = "alert", ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? "default"}
      role={role}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

function AlertTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-title"
      className={cn("col-start-2 min-h-4 font-medium tracking-tight", className)}
      {...props}
    />
  );
}

function AlertDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="alert-description"
      className={cn("col-start-2 grid justify-items-start gap-1 text-sm [&_p]:leading-relaxed", className)}
      {...props}
    />
  );
}

export { Alert, AlertDescription, AlertTitle, alertVariants, type AlertProps };
