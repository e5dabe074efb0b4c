export { DEFAULT_RATE, effectiveRate, feedbackVote } from "@/lib/changes/score";

/** The change types the user can teach, in the order the insight display lists them. */
export const CHANGE_TYPES_FOR_LEARNING = ["pricing", "feature", "integration", "content", "structure", "design", "visual"] as const;

/** Ratings of a type before its pattern counts as settled: the insight display's 'Help me learn' shows under this many (spec §2). */
export const SETTLED_AFTER = 5;
