import * as React from "react";

import { cn } from "@/lib/utils";

/** Shared field look for Input, Textarea and SelectTrigger. */
const fieldClasses = [
  "w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-xs md:text-sm",
  "transition-[color,border-color,box-shadow] outline-none",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
  "disabled:cursor-not-allowed disabled:opacity-50",
].join(" ");

function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        "flex h-9 px-3 py-1",
        "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Input, fieldClasses };
