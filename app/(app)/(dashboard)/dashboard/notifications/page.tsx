import type { Metadata } from "next";
import Link from "next/link";
import { BellOff } from "lucide-react";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Notifications" description="Manage your notification preferences and view recent alerts." />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
          <h2 className="text-lg font-semibold">No notifications yet</h2>
          <p className="max-w-sm text-sm text-muted-foreground">We&apos;ll notify you here when important changes are detected</p>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link href="/dashboard/settings?tab=notifications">Notification preferences</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
