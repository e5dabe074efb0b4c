import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="Manage your account settings and preferences." />
      <Suspense fallback={<Spinner className="size-5 text-muted-foreground" label="Loading settings" />}>
        <SettingsTabs />
      </Suspense>
    </div>
  );
}
