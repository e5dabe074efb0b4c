import { routeModules, type OperationKey } from "@/app/api/route-index.generated";
import type { HttpMethod, OperationDoc } from "@/lib/api/openapi-responses";

/** What /api/openapi.json documents of one operation: the entry of the openapi.ts beside its route. */
export function operationDoc(key: OperationKey): OperationDoc {
  const [method, path] = key.split(" ") as [HttpMethod, string];
  const doc = routeModules.find((r) => r.path === path)?.docs[method];
  if (!doc) throw new Error(`${key} is not documented`);
  return doc;
}
