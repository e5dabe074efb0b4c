import * as React from "react";
import { Loader2 } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"svg">, "role"> & {
  /** Accessible name announced by assistive tech. */
  label?: string;
};

/** A turning loader (role="status"). Keeps turning under reduced motion: it is the message. */
function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <Loader2
      data-slot="spinner"
      role="status"
      aria-label={label}
      className={cn("size-4 shrink-0 animate-spin", className)}
      {...props}
    />
  );
}

export { Spinner, type SpinnerProps };
