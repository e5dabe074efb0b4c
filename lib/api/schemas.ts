import { z } from "zod";

/**
 * Request schemas every domain's routes share: a path id and a page of a list. A domain's own
 * request schemas (its bodies and filters) live in lib/<domain>/schemas.ts and extend these.
 */

/** `/…/{id}`: a uuid, or 400 "Not a valid id". */
export const idParams = z.object({ id: z.string().uuid({ message: "Not a valid id" }) });

/** `?limit=&offset=` of a paginated list (20 by default, at most 100 a page); `maxOffset` bounds how deep a page may start. */
export function pageQuery(maxOffset: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(maxOffset).default(0),
  });
}
