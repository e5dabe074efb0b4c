/**
 * The extractors read currencies and billing periods through tables built from the CLDR data that
 * Node carries (every currency's symbols and names, every language's words for month and year, every
 * country's compact number words such as "K" in "$1.5K"). They
 * are built on first use, which costs a few hundred milliseconds once per process; a worker builds them
 * when it starts, so its first scan does not pay for them.
 */
import { extractPricingDetails } from "./pricing";

const SAMPLE = `<main><section><div><h3>Basic</h3><p>9,90 € / Monat</p></div><div><h3>Team</h3><p>$12 per user per month</p></div><div><h3>Scale</h3><p>$1.5K per month</p></div></section></main>`;

export function warmExtractors(): void {
  extractPricingDetails(SAMPLE, "https://warm.invalid/pricing");
}
