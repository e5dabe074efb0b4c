import { DashboardShell } from "@/components/dashboard-shell/dashboard-shell";

/** Every guarded dashboard page shares this shell (proxy.ts already redirects visitors without a session cookie). */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return <DashboardShell>{children}</DashboardShell>;
}
