import { BetaBanner } from "@/components/layout/beta-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: skip link, top navigation, footer and the beta notice. */
export function MarketingChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <BetaBanner />
    </div>
  );
}
