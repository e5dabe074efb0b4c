/**
 * The billing concepts pricing-page copy speaks of (charges, bills, trials, cards, refunds, discounts,
 * fees, prices, costs, payment, invoices, subscriptions, credits, free use, waivers, commitments,
 * minimums, up- and downgrades): one pattern per concept, whatever form of the word is used
 * ("billed", "billing"). English words, the language of the histories' copy rules; a word of another
 * language is simply not a billing word here. One list for the merge step (what a copy edit is about)
 * and the rewording test (which concepts a paragraph keeps).
 */
export const BILLING_CONCEPTS: readonly RegExp[] = [
  /^charg\w*$/, /^bill\w*$/, /^trial\w*$/, /^card\w*$/, /^refund\w*$/, /^discount\w*$/, /^fees?$/, /^pric\w*$/, /^costs?$/,
  /^(?:paid|pay\w*)$/, /^invoic\w*$/, /^subscri\w*$/, /^credits?$/, /^free$/, /^waiv\w*$/, /^commit\w*$/, /^minimum$/,
  /^upgrad\w*$/, /^downgrad\w*$/,
];

/** A word (lower case, as normText gives it) that names a billing concept. */
export const isBillingWord = (w: string): boolean => BILLING_CONCEPTS.some((p) => p.test(w));
