"use client";

import { Brain } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { IntelligenceSections } from "./intelligence-sections";
import { useIntelligence } from "@/lib/client/hooks/use-intelligence";

/**
 * The intelligence insight display for the overview: what the scoring has learned from the user's
 * ratings, patterns in their behaviour, recent learning and the next predicted move. Falls back to
 * clearly labelled sample data when it cannot be loaded.
 */
export function IntelligencePanel({ className }: { className?: string }) {
  const { intelligence: data, isPending, isSample } = useIntelligence();
  return (
    <Card className={className} data-testid="intelligence-panel">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <Brain aria-hidden="true" className="size-4 text-primary" />
            Intelligence
          </h2>
        </CardTitle>
        <CardDescription>What I&apos;ve learned from your ratings</CardDescription>
        {isSample ? (
          <CardAction>
            <Badge variant="warning">Sample data</Badge>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {isSample ? (
          <Alert variant="warning" role="status">
            <AlertDescription className="text-warning">
              Your intelligence data couldn&apos;t be loaded, so sample data is shown. It does not describe your competitors.
            </AlertDescription>
          </Alert>
        ) : null}
        {isPending && !data ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : data ? (
          <IntelligenceSections data={data} />
        ) : null}
      </CardContent>
    </Card>
  );
}
