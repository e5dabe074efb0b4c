/**
 * linkedom sets every parsed or copied `class` attribute through the `className` setter, which builds the
 * element's class list (a Set) from the attribute, empties it, splits the value again into it and joins it
 * back into the attribute: two splits, a Set and a join per element with a class, about 3% of the CPU time
 * of a large page and more in garbage collection. The extractors read class names from the attribute node
 * and never ask for `classList`. This module gives `className` a setter that writes the same attribute
 * value (the distinct non-empty tokens, in order, joined by single spaces, as linkedom's list does) and
 * leaves the class list unbuilt: linkedom's own getter builds it from that attribute the first time it is
 * asked for, so `classList`, `className` and `getAttribute("class")` read as before.
 * If linkedom's code ever differs (no list is found on a probe element), nothing is changed.
 */
import { parseHTML } from "linkedom";

let installed = false;

const SINGLE_SPACED = /^[^\s]+(?: [^\s]+)*$/;

/** The value linkedom's class list writes back for a class attribute value. */
export function classValue(value: unknown): string {
  const text = String(value);
  // tokens already apart by single spaces, none twice (most class attributes): written back unchanged
  if (SINGLE_SPACED.test(text)) {
    const tokens = text.split(" ");
    if (tokens.every((token, i) => tokens.indexOf(token) === i)) return text;
  }
  return [...new Set(text.split(/\s+/).filter(Boolean))].join(" ");
}

/** Makes linkedom's class lists lazy (once per process); true when the list's slot was found. */
export function lazyClassLists(): boolean {
  if (installed) return true;
  const probe = parseHTML("<html><body></body></html>").document.createElement("div");
  const list = probe.classList;
  const slot = Object.getOwnPropertySymbols(probe).find((s) => (probe as unknown as Record<symbol, unknown>)[s] === list);
  let proto: object | null = Object.getPrototypeOf(probe);
  while (proto && !Object.getOwnPropertyDescriptor(proto, "className")) proto = Object.getPrototypeOf(proto);
  const own = proto ? Object.getOwnPropertyDescriptor(proto, "className") : undefined;
  if (!slot || !proto || !own?.get || !own.set) return false;
  const set = own.set;
  Object.defineProperty(proto, "className", {
    ...own,
    set(this: Element & Record<symbol, unknown>, value: unknown) {
      const attribute = this.getAttributeNode("class");
      // no attribute yet: linkedom's setter creates it (and comes back here with it attached)
      if (!attribute) return set.call(this, value);
      this[slot] = null;
      attribute.value = classValue(value);
    },
  });
  installed = true;
  return true;
}
