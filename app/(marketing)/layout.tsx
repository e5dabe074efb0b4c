import { MarketingChrome } from "@/components/marketing/marketing-chrome";

/**
 * Landing, privacy and terms: server-rendered with no data client and no toaster, so the landing page
 * ships the least JavaScript (the pricing page, which needs both, lives under (app)/(site)).
 */
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return <MarketingChrome>{children}</MarketingChrome>;
}
