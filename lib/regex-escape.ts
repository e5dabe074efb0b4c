/** A text as a regular expression that matches it literally (every character with a meaning in a pattern escaped). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
