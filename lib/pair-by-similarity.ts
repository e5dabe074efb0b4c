/**
 * Greedy best-first pairing of two lists by a similarity function; pairs below `min` stay
 * unpaired. Returns the pairs plus the indices left over on each side.
 */
export function pairBySimilarity<A, B>(
  left: A[],
  right: B[],
  similarity: (a: A, b: B) => number,
  min: number,
): { pairs: Array<[number, number, number]>; leftRest: number[]; rightRest: number[] } {
  const candidates: Array<[number, number, number]> = [];
  // Bound the quadratic work on pathological inputs: beyond this, treat as unrelated.
  if (left.length * right.length <= 40_000) {
    for (let i = 0; i < left.length; i++) {
      for (let j = 0; j < right.length; j++) {
        const s = similarity(left[i], right[j]);
        if (s >= min) candidates.push([i, j, s]);
      }
    }
  }
  candidates.sort((x, y) => y[2] - x[2] || x[0] - y[0] || x[1] - y[1]);
  const usedL = new Set<number>();
  const usedR = new Set<number>();
  const pairs: Array<[number, number, number]> = [];
  for (const c of candidates) {
    if (usedL.has(c[0]) || usedR.has(c[1])) continue;
    usedL.add(c[0]);
    usedR.add(c[1]);
    pairs.push(c);
  }
  return {
    pairs,
    leftRest: left.map((_, i) => i).filter((i) => !usedL.has(i)),
    rightRest: right.map((_, j) => j).filter((j) => !usedR.has(j)),
  };
}
