"use client";

import { Suspense, useState } from "react";
import { PastDueBanner } from "@/components/billing/past-due-banner";
import { UsageBanner } from "@/components/billing/usage-banner";
import { ScanJobsButton } from "@/components/competitors/scan-jobs-button";
import { Spinner } from "@/components/ui/spinner";
import { LiveStreamProvider } from "@/lib/client/hooks/use-live-stream";
import { useRouteGuard } from "@/lib/client/hooks/use-route-guard";
import { HealthNotice } from "./health-notice";
import { MobileNav } from "./mobile-nav";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { VerifyEmailBanner } from "./verify-email-banner";

/** The shared dashboard layout (spec §2): guard, live stream, side navigation, top bar and notices. */
export function DashboardShell({ children }: { children: React.ReactNode }) {
  const guard = useRouteGuard();
  if (guard !== "allowed") {
    return (
      <div className="flex min-h-dvh items-center justify-center" data-testid="dashboard-guard">
        <Spinner className="size-6 text-muted-foreground" label="Checking your session" />
      </div>
    );
  }
  return (
    <LiveStreamProvider>
      <ShellFrame>{children}</ShellFrame>
    </LiveStreamProvider>
  );
}

function ShellFrame({ children }: { children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SideNav collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} className="hidden md:flex" />
      <MobileNav open={mobileOpen} onOpenChange={setMobileOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar onOpenNav={() => setMobileOpen(true)} />
        <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 pt-6 pb-20 sm:px-6 lg:px-8 has-[[data-chat-page]]:h-[calc(100dvh-3.5rem)] has-[[data-chat-page]]:min-h-0 has-[[data-chat-page]]:flex-none has-[[data-chat-page]]:pt-4 has-[[data-chat-page]]:pb-[52px]">
          <HealthNotice />
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
          <PastDueBanner />
          <UsageBanner />
          {children}
        </main>
      </div>
      <ScanJobsButton />
    </div>
  );
}
