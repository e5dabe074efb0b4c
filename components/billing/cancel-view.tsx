"use client";

import Link from "next/link";
import { XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";
import { useRouteGuard } from "@/lib/client/hooks/use-route-guard";

/** /subscription/cancel: checkout was abandoned; nothing changed. */
export function SubscriptionCanceled() {
  const guard = useRouteGuard();
  if (guard !== "allowed") {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  }
  return (
    <Card className="mx-auto w-full max-w-lg" data-testid="subscription-canceled">
      <CardHeader className="justify-items-center text-center">
        <XCircle className="size-12 text-muted-foreground" aria-hidden="true" />
        <CardTitle asChild>
          <h1 className="text-2xl">Checkout Canceled</h1>
        </CardTitle>
        <CardDescription>Your upgrade was not completed</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-center text-sm">
        <p>No payment was taken. Your current plan and your competitors are unchanged, and you can upgrade whenever you are ready.</p>
        <p className="text-muted-foreground">
          Questions?{" "}
          <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Question about upgrading")}`}>
            Contact us at {SUPPORT_EMAIL}
          </a>
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/pricing">View Plans Again</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/dashboard">Return to Dashboard</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
