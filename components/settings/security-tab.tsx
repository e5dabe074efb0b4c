import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Settings → Security: only a coming-soon note (spec §2). */
export function SecurityTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Security</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        <p>Security settings coming soon...</p>
      </CardContent>
    </Card>
  );
}
