import { cookies } from "next/headers";
import { BetaBanner } from "@/components/layout/beta-banner";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: skip link, top navigation, the beta notice under it, and the footer. */
export async function MarketingChrome({ children }: { children: React.ReactNode }) {
  const dismissed = (await cookies()).get(STORAGE_KEYS.betaDismissed)?.value === "true";
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <BetaBanner dismissedOnServer={dismissed} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
