import { z } from "zod";
import { CHECK_FREQUENCIES } from "@/lib/billing/plans";
import type { CompetitorRow } from "@/db/queries/competitors";

export const frequencySchema = z.enum(CHECK_FREQUENCIES as ["1h", "6h", "12h", "1d", "7d"], { message: "checkFrequency must be one of 1h, 6h, 12h, 1d, 7d" });

/**
 * Domain rule of spec §5: trimmed, lower-cased, leading http(s):// and trailing slash removed; must
 * contain a dot. Returns null when it is not a valid domain.
 */
export function normalizeDomain(input: string): string | null {
  const d = input.trim().toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, "");
  if (!d.includes(".") || /\s/.test(d) || d.startsWith(".") || d.endsWith(".")) return null;
  return d;
}

/** The scheme the user typed, if any ('http://x.com' stays http; a bare domain has none). */
export function schemeOf(input: string | undefined): "http" | "https" | null {
  const m = /^\s*(https?):\/\//i.exec(input ?? "");
  return m ? (m[1].toLowerCase() as "http" | "https") : null;
}

/**
 * The URL to send for what the user typed: with the scheme they gave, kept as given; none for a bare
 * domain, so the server stores https and its scanner may fall back to http for an http-only site.
 */
export function siteUrl(input: string, domain: string): string | undefined {
  const scheme = schemeOf(input);
  return scheme ? `${scheme}://${domain}` : undefined;
}

export function domainMessage(): string {
  return "Please enter a valid domain (e.g., example.com)";
}

export const createCompetitorBody = z
  .object({
    name: z.string().trim().max(120).default(""),
    url: z.string().trim().max(2048).optional(),
    checkFrequency: frequencySchema.default("1d"),
    type: z.enum(["baseline", "competitor"]).default("competitor"),
    metadata: z.object({ domain: z.string().max(2048).optional() }).passthrough().optional(),
  })
  .transform((v, ctx) => {
    const rawDomain = v.metadata?.domain ?? v.url ?? "";
    if (!v.name || !rawDomain.trim()) {
      ctx.addIssue({ code: "custom", message: "Please fill in all required fields" });
      return z.NEVER;
    }
    const domain = normalizeDomain(rawDomain);
    if (!domain) {
      ctx.addIssue({ code: "custom", message: domainMessage() });
      return z.NEVER;
    }
    const given = schemeOf(v.url) ?? schemeOf(v.metadata?.domain);
    // schemeGiven: an explicit scheme is kept as it is; only a bare domain may fall back to http.
    return { name: v.name, domain, url: `${given ?? "https"}://${domain}`, schemeGiven: given !== null, checkFrequency: v.checkFrequency, type: v.type };
  });

export const updateCompetitorBody = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120).optional(),
    url: z
      .string()
      .trim()
      .min(1, "URL is required")
      .max(2048)
      .refine((u) => /^https?:\/\/[^\s/]+\.[^\s]+/i.test(u), "URL must start with http:// or https://")
      .optional(),
    checkFrequency: frequencySchema.optional(),
    status: z.enum(["active", "paused"]).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to update: send name, url, checkFrequency or status");

export const listCompetitorsQuery = z.object({ fields: z.enum(["minimal", "full"]).default("full") });
export const snapshotsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(1) });

export function competitorDto(c: CompetitorRow) {
  return {
    id: c.id,
    name: c.name,
    url: c.url,
    // From the stored URL, so an http-only site's icon is asked for over http.
    favicon: `${new URL(c.url).origin}/favicon.ico`,
    type: c.type,
    status: c.status,
    checkFrequency: c.checkFrequency,
    lastChecked: c.lastChecked?.toISOString() ?? null,
    nextCheckAt: c.nextCheckAt?.toISOString() ?? null,
    changesCount: c.changesCount,
    lastError: c.lastError,
    pages: c.pages,
    metadata: { ...c.metadata, domain: c.domain },
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** A competitor as the API answers it (the output of competitorDto). */
export const competitorSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  url: z.string(),
  favicon: z.string(),
  type: z.enum(["baseline", "competitor"]),
  status: z.enum(["pending", "analyzing", "active", "paused", "inactive", "error", "blocked"]).meta({ description: "blocked: the last scan met a bot wall or challenge page (see lastError); nothing was compared" }),
  checkFrequency: frequencySchema,
  lastChecked: z.iso.datetime().nullable(),
  nextCheckAt: z.iso.datetime().nullable(),
  changesCount: z.number().int(),
  lastError: z.string().nullable(),
  pages: z.record(z.string(), z.string()).meta({ description: "Discovered pages: pricing, features, integrations" }),
  metadata: z.object({ domain: z.string() }).catchall(z.unknown()).meta({ description: "What the scans learned of the site, and its domain" }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}) satisfies z.ZodType<ReturnType<typeof competitorDto>>;
