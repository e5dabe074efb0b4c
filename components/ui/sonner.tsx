"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { CircleAlert, CircleCheck, Info, Loader2, TriangleAlert } from "lucide-react";

/**
 * The app's toast outlet; render it once in the root layout. Follows the system colour scheme
 * and the design tokens. Raise toasts with `toast("…")`, `toast.success`, `toast.error`, etc.
 */
function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="system"
      position="bottom-right"
      closeButton
      className="toaster group"
      containerAriaLabel="Notifications"
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-4 text-success" />,
        info: <Info aria-hidden="true" className="size-4 text-info" />,
        warning: <TriangleAlert aria-hidden="true" className="size-4 text-warning" />,
        error: <CircleAlert aria-hidden="true" className="size-4 text-destructive" />,
        loading: <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans shadow-lg",
          title: "font-medium",
          description: "!text-muted-foreground",
          actionButton: "!bg-primary !text-primary-foreground",
          cancelButton: "!bg-muted !text-muted-foreground",
          closeButton: "!bg-popover !text-popover-foreground !border-border",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
