/**
 * Undoing a reader's changes to a shared parsed document. The pricing reader cleans the page's one parse
 * (the raw document the other extractors read too) instead of a copy of it: building a copy of a large page
 * cost more than undoing the few removals, in CPU time and in garbage collection. The DOM helpers that
 * change a tree (removeElement, replaceElement in dom.ts) note here how to undo each change; withUndo
 * undoes them, newest first, when its reader returns or throws.
 */

interface Journal {
  doc: Node;
  undo: Array<() => void>;
}

let journal: Journal | null = null;

/** Called by the DOM helpers before a change to the tree whose root is `doc`. */
export function noteUndo(doc: Node | null, undo: () => void): void {
  if (journal && doc === journal.doc) journal.undo.push(undo);
}

/**
 * Runs `read` on `doc`, then puts every element it removed or replaced (through the DOM helpers) back
 * where it was: the document reads as it did before. Changes to other documents are kept.
 */
export function withUndo<T>(doc: Node, read: () => T): T {
  const outer = journal;
  const mine: Journal = { doc, undo: [] };
  journal = mine;
  try {
    return read();
  } finally {
    journal = outer;
    for (let i = mine.undo.length - 1; i >= 0; i--) mine.undo[i]();
  }
}
