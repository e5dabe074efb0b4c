import { MarketingChrome } from "@/components/marketing/marketing-chrome";

/** Public pages that need the data client or toasts (the pricing page), in the public site's frame. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <MarketingChrome>{children}</MarketingChrome>;
}
