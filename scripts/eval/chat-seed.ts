/**
 * The world the chat evaluation asks about: one user, their own product (the baseline) and four
 * fixture competitors (tests/fixtures/sites) run through the real extractor; three of them were
 * scanned a second time (v2) through the real change detection, on different days, so "this week",
 * "recently" and dates have something to tell apart. The facts the questions expect are derived
 * here from the fixtures' own ground truth (expected.json), never from the chat's answers.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { seedSite } from "@/lib/chat/testing/seed";
import { loadExpected, type ExpectedPlan, type ExpectedSite } from "@/tests/fixtures/fixture-sites";

const DAY = 86_400_000;

export interface SiteSetup {
  site: string;
  type: "baseline" | "competitor";
  /** Days ago the v2 scan (and its changes) happened; null: scanned once (v1 only). */
  changedDaysAgo: number | null;
}

/** Flowdesk is "us"; Docuvine, Sendwave and Clairbox changed (3, 0 and 20 days ago); Quillnote did not. */
export const SETUP: SiteSetup[] = [
  { site: "flowdesk", type: "baseline", changedDaysAgo: null },
  { site: "docuvine", type: "competitor", changedDaysAgo: 3 },
  { site: "sendwave", type: "competitor", changedDaysAgo: 0 },
  { site: "clairbox", type: "competitor", changedDaysAgo: 20 },
  { site: "quillnote", type: "competitor", changedDaysAgo: null },
];

export interface SiteFacts {
  id: string;
  site: string;
  name: string;
  type: "baseline" | "competitor";
  expected: ExpectedSite;
  /** The plans as the latest scan should show them (v2's price changes applied, removed plans gone). */
  plans: ExpectedPlan[];
  features: string[];
  integrations: string[];
  /** When the v2 changes were detected, or null. */
  changedAt: Date | null;
  firstScanAt: Date;
}

export interface World {
  userId: string;
  now: Date;
  sites: Record<string, SiteFacts>;
  baseline: SiteFacts;
  competitors: SiteFacts[];
}

/** A site's plans after its v2 changes, from expected.json alone. */
function currentPlans(e: ExpectedSite, changed: boolean): ExpectedPlan[] {
  if (!changed) return e.plans;
  return e.plans
    .filter((p) => !e.v2.plansRemoved.includes(p.name))
    .map((p) => {
      const c = e.v2.priceChanges.find((x) => x.plan === p.name);
      return c ? { ...p, price: c.to, annualPrice: c.annualTo ?? p.annualPrice ?? null } : p;
    });
}

export async function seedWorld(db: Db, userId: string): Promise<World> {
  const now = new Date();
  const sites: Record<string, SiteFacts> = {};
  for (const s of SETUP) {
    const changed = s.changedDaysAgo !== null;
    const name = s.site.charAt(0).toUpperCase() + s.site.slice(1);
    const seeded = await seedSite(db, userId, s.site, { name, type: s.type, v2: changed, daysAgo: 40 });
    const firstScanAt = new Date(now.getTime() - 40 * DAY);
    let changedAt: Date | null = null;
    if (changed) {
      changedAt = new Date(now.getTime() - s.changedDaysAgo! * DAY);
      // The second scan and its changes happened changedDaysAgo days ago.
      await db.execute(sql`update changes set detected_at = ${changedAt.toISOString()} where competitor_id = ${seeded.id}`);
      await db.execute(sql`update snapshots set created_at = ${changedAt.toISOString()} where competitor_id = ${seeded.id} and created_at > now() - interval '1 day'`);
    }
    await db.execute(sql`update competitors set created_at = ${firstScanAt.toISOString()} where id = ${seeded.id}`);
    const expected = loadExpected(s.site);
    sites[s.site] = {
      id: seeded.id,
      site: s.site,
      name,
      type: s.type,
      expected,
      plans: currentPlans(expected, changed),
      features: changed ? [...expected.features, ...expected.v2.featuresAdded] : expected.features,
      integrations: changed ? expected.integrations.filter((i) => !expected.v2.integrationsRemoved.includes(i)) : expected.integrations,
      changedAt,
      firstScanAt,
    };
  }
  const all = Object.values(sites);
  return { userId, now, sites, baseline: all.find((s) => s.type === "baseline")!, competitors: all.filter((s) => s.type === "competitor") };
}
