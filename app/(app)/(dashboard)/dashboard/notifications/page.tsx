import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { NotificationHistory } from "@/components/notifications/notification-history";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Notifications" description="Manage your notification preferences and view recent alerts." />
      <NotificationHistory />
    </div>
  );
}
