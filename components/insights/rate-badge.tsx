import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { formatRate, insightLabel, isEmphasised } from "./insight-rules";

/** A learned importance rate as the panel shows it: what the rate does ("Likely noise"…) and the rate. */
export function RateBadge({ rate }: { rate: number }) {
  const emphasised = isEmphasised(rate);
  const label = insightLabel(rate);
  return (
    <Badge
      variant={emphasised ? "default" : label === "Likely noise" ? "muted" : "outline"}
      className={cn(emphasised && "font-semibold")}
      data-emphasised={emphasised || undefined}
    >
      {label} · {formatRate(rate)}
    </Badge>
  );
}
