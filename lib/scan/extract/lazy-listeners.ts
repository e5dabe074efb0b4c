/**
 * linkedom gives every node it builds (elements, attributes, texts) an event-listener table of its own as it
 * is built: an entry in one module-private WeakMap holding a new Map. The extractors never listen to events,
 * yet on a large page those entries were about a tenth of the CPU time, and more in garbage collection
 * (a WeakMap's entries are weak pairs the collector traces apart). This module makes that table lazy: the
 * WeakMap is found once (the first lookup an addEventListener makes on a probe node) and given a `set` of
 * its own that ignores the constructor's empty table, and a `get` that creates a node's table the first
 * time it is asked for. addEventListener, removeEventListener and dispatchEvent behave as before.
 * If linkedom's code ever differs (no lookup is seen), nothing is changed.
 */
import { parseHTML } from "linkedom";

let installed = false;

/** Makes linkedom's per-node listener tables lazy (once per process); true when the tables were found. */
export function lazyListenerTables(): boolean {
  if (installed) return true;
  const proto = WeakMap.prototype;
  const get = proto.get;
  const set = proto.set;
  const probe = parseHTML("<html><body></body></html>").document.createElement("div");
  let found: WeakMap<object, Map<unknown, unknown>> | null = null;
  proto.get = function (this: WeakMap<object, unknown>, key: object) {
    if (key === probe && !found) found = this as WeakMap<object, Map<unknown, unknown>>;
    return get.call(this, key);
  };
  try {
    probe.addEventListener("probe", () => {});
  } finally {
    proto.get = get;
  }
  const tables = found as WeakMap<object, Map<unknown, unknown>> | null;
  if (!tables) return false;
  Object.defineProperty(tables, "set", { value: () => tables });
  Object.defineProperty(tables, "get", {
    value: (key: object) => {
      let table = get.call(tables, key) as Map<unknown, unknown> | undefined;
      if (!table) {
        table = new Map();
        set.call(tables, key, table);
      }
      return table;
    },
  });
  installed = true;
  return true;
}
