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

/** A job record as the API answers it (the output of jobDto): what /api/openapi.json documents. */
export const jobSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.string().meta({ description: "What the job does, e.g. scan, psychology, report" }),
    status: statusEnum,
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    data: z.record(z.string(), z.unknown()).meta({ description: "The job's input (competitorId, trigger, …)" }),
    result: z.record(z.string(), z.unknown()).nullable().meta({ description: "What the job produced, once completed" }),
  }) satisfies z.ZodType<ReturnType<typeof jobDto>>;
