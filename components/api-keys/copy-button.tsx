"use client";

import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/hooks/use-api-keys";

/** Copies `text`; shows a check mark for 3 seconds (spec §9 copy confirmation) and the given toasts. */
export function CopyButton({ text, label, success, failure, className }: { text: string; label: string; success: string; failure: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className={className}
      aria-label={copied ? "Copied" : label}
      data-copied={copied ? "true" : undefined}
      onClick={async () => {
        try {
          await copyText(text);
          setCopied(true);
          toast.success(success);
        } catch {
          toast.error(failure);
        }
      }}
    >
      {copied ? <Check className="text-success" /> : <Copy />}
    </Button>
  );
}
