/**
 * Dark-pattern taxonomy of Mathur et al., "Dark Patterns at Scale" (CSCW 2019):
 * seven categories, fifteen pattern types, and a one-line description of each type.
 */

export const CATEGORIES = [
  "Scarcity",
  "Urgency",
  "Social Proof",
  "Misdirection",
  "Obstruction",
  "Sneaking",
  "Forced Action",
] as const;

export type Category = (typeof CATEGORIES)[number];

export const PATTERN_TYPES = {
  "Low-stock Message": "Scarcity",
  "High-demand Message": "Scarcity",
  "Countdown Timer": "Urgency",
  "Limited-time Message": "Urgency",
  "Activity Notification": "Social Proof",
  "Testimonials of Uncertain Origin": "Social Proof",
  Confirmshaming: "Misdirection",
  "Pressured Selling": "Misdirection",
  "Visual Interference": "Misdirection",
  "Trick Questions": "Misdirection",
  "Hard to Cancel": "Obstruction",
  "Sneak into Basket": "Sneaking",
  "Hidden Costs": "Sneaking",
  "Hidden Subscription": "Sneaking",
  "Forced Enrollment": "Forced Action",
} as const satisfies Record<string, Category>;

export type PatternType = keyof typeof PATTERN_TYPES;

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** What each pattern type does to the visitor, phrased for reports. */
export const TYPE_DESCRIPTIONS: Record<PatternType, string> = {
  "Low-stock Message": "Claims that only a small quantity is left, pushing a decision before stock runs out.",
  "High-demand Message": "Says the product is selling fast or in high demand to suggest it may soon be gone.",
  "Countdown Timer": "Shows a running clock until an offer or reservation expires to force a quick decision.",
  "Limited-time Message": "States that an offer is available only for a limited or unspecified short time.",
  "Activity Notification": "Reports what other visitors are viewing or buying to create herd pressure.",
  "Testimonials of Uncertain Origin": "Presents praise from customers whose identity or existence cannot be checked.",
  Confirmshaming: "Words the decline option so that refusing makes the visitor feel foolish or guilty.",
  "Pressured Selling": "Pushes add-ons, upgrades or more expensive options at the moment of decision.",
  "Visual Interference": "Uses presentation (anchors, prizes, emphasis) to steer attention toward one choice.",
  "Trick Questions": "Phrases an opt-in or opt-out confusingly so the visitor chooses what they did not intend.",
  "Hard to Cancel": "Makes leaving a subscription or membership much harder than joining it.",
  "Sneak into Basket": "Adds items or donations to the order without the visitor's explicit choice.",
  "Hidden Costs": "Reveals fees or charges only late in the purchase.",
  "Hidden Subscription": "Turns a purchase or free offer into a recurring charge that is not made prominent.",
  "Forced Enrollment": "Bundles consent to marketing or programmes with something the visitor must accept.",
};

/** Pattern type names as a non-empty tuple (for z.enum and iteration). */
export const PATTERN_TYPE_NAMES = Object.keys(PATTERN_TYPES) as [PatternType, ...PatternType[]];
