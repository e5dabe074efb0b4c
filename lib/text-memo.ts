/**
 * A pure function of a string, remembered for the last `size` strings it was asked about (the oldest
 * forgotten first). For readers asked about the same short texts many times in one page's extraction.
 */
export function memoByText<T>(size: number, read: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (memo.has(text)) return memo.get(text) as T;
    const value = read(text);
    memo.set(text, value);
    if (memo.size > size) memo.delete(memo.keys().next().value as string);
    return value;
  };
}
