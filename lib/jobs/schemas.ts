import { z } from "zod";
import type { JobRow } from "@/db/queries/jobs";

const statusEnum = z.enum(["pending", "processing", "completed", "failed", "cancelled"]);

export const listJobsQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(",").map((x) => x.trim()).filter(Boolean) : undefined))
    .pipe(z.array(statusEnum).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const idParams = z.object({ id: z.string().uuid({ message: "Not a valid id" }) });

export function jobDto(j: JobRow) {
  return {
    id: j.id,
    kind: j.kind,
    status: j.status,
    createdAt: j.createdAt.toISOString(),
    startedAt: j.startedAt?.toISOString() ?? null,
    completedAt: j.completedAt?.toISOString() ?? null,
    error: j.error,
    attempts: j.attempts,
    data: j.data,
    result: j.result ?? null,
  };
}
