/** Query and output schemas of the comparison routes (shared by the handlers and /api/openapi.json). */
import { z } from "zod";

export const MAX_TEAM_SEATS = 10_000;

export const formatQuery = z.object({ format: z.enum(["json", "csv"], { message: "format must be json or csv" }).default("json") });

export const compareQuery = formatQuery.extend({
  seats: z.coerce.number({ message: "seats must be a whole number" }).int("seats must be a whole number").min(1, "seats must be at least 1").max(MAX_TEAM_SEATS, `seats must be at most ${MAX_TEAM_SEATS}`).default(5),
  billing: z.enum(["month", "year"], { message: "billing must be month or year" }).default("month"),
  category: z.string().trim().max(100, "category is too long").optional(),
});

const period = z.enum(["month", "year", "one-time"]).nullable();

export const priceHistorySchema = z.object({
  competitorId: z.string().uuid(),
  competitor: z.string(),
  scans: z.array(z.object({ snapshotId: z.string().uuid(), date: z.iso.datetime(), plans: z.number().int() })),
  series: z.array(
    z.object({
      id: z.string(),
      planId: z.string(),
      name: z.string(),
      names: z.array(z.string()),
      currency: z.string().nullable(),
      period,
      unit: z.string().nullable(),
      points: z.array(z.object({ snapshotId: z.string().uuid(), date: z.iso.datetime(), name: z.string(), price: z.number().nullable(), annualPrice: z.number().nullable() })),
    }),
  ),
  markers: z.array(z.object({ snapshotId: z.string().uuid(), date: z.iso.datetime(), kind: z.enum(["price", "renamed", "added", "removed"]), planId: z.string(), seriesId: z.string().nullable(), label: z.string() })),
});

const matrixPlan = z.object({
  name: z.string(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  period,
  unit: z.string().nullable(),
  perSeat: z.boolean(),
  monthly: z.number().nullable(),
  annualMonthly: z.number().nullable(),
  basis: z.enum(["per seat / month", "flat / month", "one-time", "custom", "free"]),
  seatCap: z.number().nullable(),
});

export const matrixSchema = z.object({
  seats: z.number().int(),
  billing: z.enum(["month", "year"]),
  category: z.string().nullable(),
  categories: z.array(z.string()),
  columns: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      type: z.enum(["baseline", "competitor"]),
      url: z.string(),
      pricingUrl: z.string().nullable(),
      scannedAt: z.iso.datetime().nullable(),
      plans: z.array(matrixPlan),
      teamPrice: z.object({ plan: z.string(), currency: z.string().nullable(), monthly: z.number(), billedMonthly: z.number(), billedAnnually: z.number().nullable(), perSeat: z.boolean() }).nullable(),
      changes: z.array(z.object({ id: z.string().uuid(), type: z.string(), importance: z.string(), description: z.string(), detectedAt: z.iso.datetime() })),
    }),
  ),
  groups: z.array(z.object({ section: z.enum(["features", "integrations", "capabilities"]), category: z.string(), rows: z.array(z.object({ name: z.string(), present: z.array(z.string().uuid()) })) })),
  changesSince: z.iso.datetime(),
});
