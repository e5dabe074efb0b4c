import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { OutboxView } from "@/components/outbox/outbox-view";

export const metadata: Metadata = { title: "Outbox" };

export default function OutboxPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Outbox"
        description="No e-mail provider is configured, so the mail Rivalscope writes to you is kept here: verification links, password resets, alerts and digests."
      />
      <Suspense>
        <OutboxView />
      </Suspense>
    </div>
  );
}
