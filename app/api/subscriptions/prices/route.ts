import { withAuth } from "@/lib/api/with-auth";
import { pricingTiers } from "@/lib/billing/schemas";

/** Public: the plans and the price id to check out with (spec §7: tiers). */
export const GET = withAuth({ auth: "none" }, async () => pricingTiers());
