import { z } from "zod";

/** The `pagination` of a paginated answer (paginated() in ./respond.ts); client code reads the same type. */
export const paginationSchema = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int(), hasMore: z.boolean() });

export type Pagination = z.infer<typeof paginationSchema>;

/** One page of a paginated list as the API answers it: `{ data, pagination }`. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}
