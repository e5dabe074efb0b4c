/**
 * A bound on the nesting of JSON a model sends (structured answers, tool inputs): the parser itself
 * copes with any depth, but what handles the value afterwards — JSON.stringify when it is stored or
 * logged, zod, recursive readers — overflows the stack on a few thousand levels. Answers this API
 * asks for nest a handful of levels.
 */
export const MAX_MODEL_JSON_DEPTH = 32;

/** True when arrays/objects nest deeper than `max` somewhere in `value` (an explicit stack, no recursion; stops at the first too-deep branch). */
export function nestsDeeperThan(value: unknown, max = MAX_MODEL_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

export const TOO_DEEP_MODEL_JSON = `nested more than ${MAX_MODEL_JSON_DEPTH} levels deep`;
