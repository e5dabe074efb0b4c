import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { liveBus } from "@/lib/live/bus";
import { assertCanAddCompetitor, assertCanResumeCompetitor, assertFrequencyAllowed, effectiveCheckFrequency } from "@/lib/billing/limits";
import { lockCompetitorSlots } from "@/db/queries/billing";
import { insertCompetitor, getCompetitor, updateCompetitor, deleteCompetitor, hasBaseline, listCompetitors, listSnapshots, type CompetitorRow } from "@/db/queries/competitors";
import { competitorDto, normalizeDomain } from "./schemas";
import { enqueueScan } from "@/lib/monitor/enqueue-scan";
import { listCompetitorJobs, recentFinishedScan } from "@/db/queries/jobs";
import { jobDto } from "@/lib/jobs/schemas";
import { snapshotDto } from "@/lib/scan/snapshot-dto";
import { nextCheckAfter } from "@/lib/monitor/schedule-job";
import type { CheckFrequency } from "@/lib/billing/plans";
import { ConflictError, InvalidError, NotFoundError } from "@/lib/errors";

export async function createCompetitor(
  db: Db,
  userId: string,
  input: { name: string; domain: string; url: string; schemeGiven?: boolean; checkFrequency: CheckFrequency; type: "baseline" | "competitor" },
) {
  // The limit check and the insert share a transaction (the check holds a per-user lock).
  const created = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (input.type === "baseline") {
      if (await hasBaseline(tx, { userId })) throw new ConflictError("You already have a baseline. Only one baseline is allowed.");
    } else {
      await assertCanAddCompetitor(tx, userId);
    }
    // A default faster than the plan allows is held to the plan's floor (an explicit edit is refused instead).
    const checkFrequency = await effectiveCheckFrequency(tx, userId, input.checkFrequency);
    const { schemeGiven, ...fields } = input;
    const row = await insertCompetitor(tx, { userId, ...fields, checkFrequency, metadata: { schemeGiven: schemeGiven ?? false } });
    if (!row) return null;
    // The initial scan below is the first check; the schedule takes over one full interval later.
    return (await updateCompetitor(tx, { userId, id: row.id, fields: { nextCheckAt: nextCheckAfter(row.id, checkFrequency) } })) ?? row;
  });
  if (!created) throw new ConflictError("You already have a baseline. Only one baseline is allowed.");
  // The first scan starts at once: it captures the baseline (or the competitor's first snapshot).
  const { record } = await enqueueScan(db, created, "initial");
  return {
    competitor: created,
    baselineCaptureEventId: record?.id ?? null,
    workflow: { steps: ["discover pages", "fetch and render", "extract pricing, features and integrations", "store snapshot", "detect changes"] },
  };
}

export async function editCompetitor(db: Db, userId: string, id: string, fields: { name?: string; url?: string; checkFrequency?: CheckFrequency; status?: "active" | "paused" }) {
  const current = await getCompetitor(db, { userId, id });
  if (!current) throw new NotFoundError("Competitor");
  const update: Parameters<typeof updateCompetitor>[1]["fields"] = {};
  if (fields.name !== undefined) update.name = fields.name;
  if (fields.url !== undefined) {
    const domain = normalizeDomain(fields.url);
    if (!domain) throw new InvalidError("URL must start with http:// or https://");
    update.url = fields.url.replace(/\/+$/, "");
    update.domain = new URL(update.url).host;
    // An edited URL always carries its scheme (the schema requires one): it is kept as given. A new
    // address is a new site to compare from: the next scan is its baseline (no changes raised against
    // what another address served; scan-job.ts), the earlier snapshots stay in the history.
    const moved = update.url !== current.url;
    update.metadata = { ...current.metadata, schemeGiven: true, ...(moved ? { baselineFrom: new Date().toISOString() } : {}) };
    update.favicon = `${new URL(update.url).origin}/favicon.ico`;
    if (update.domain !== current.domain) update.pages = {};
  }
  if (fields.checkFrequency !== undefined) {
    await assertFrequencyAllowed(db, userId, fields.checkFrequency);
    update.checkFrequency = fields.checkFrequency;
  }
  if (fields.status === "paused") Object.assign(update, pauseFields(current));
  if (fields.status === "active" && current.status !== "active") {
    // The plan check, the status read it relies on and the write share a transaction under the per-user lock.
    const updated = await inUserSlotTransaction(db, userId, id, async (tx, locked) => {
      if (locked.status === "active") return updateCompetitor(tx, { userId, id, fields: update, statusByUser: true });
      if (locked.type !== "baseline") await assertCanResumeCompetitor(tx, userId, id);
      return updateCompetitor(tx, { userId, id, fields: { ...update, status: "active", nextCheckAt: new Date() }, statusByUser: true });
    });
    if (updated.status !== current.status) await publishStatus(db, updated);
    return updated;
  }
  const updated = await updateCompetitor(db, { userId, id, fields: update, statusByUser: fields.status !== undefined });
  if (update.status) await publishStatus(db, updated!);
  return updated!;
}

/**
 * Runs `fn` in a transaction that first takes the user's competitor-slot lock (the one adding a
 * competitor and a plan change take) and then reads the competitor afresh, so what `fn` decides on
 * is what no parallel request can change before it commits.
 */
async function inUserSlotTransaction(db: Db, userId: string, id: string, fn: (tx: Db, locked: CompetitorRow) => Promise<CompetitorRow | undefined>): Promise<CompetitorRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockCompetitorSlots(tx, { userId });
    const locked = await getCompetitor(tx, { userId, id });
    if (!locked) throw new NotFoundError("Competitor");
    const updated = await fn(tx, locked);
    if (!updated) throw new NotFoundError("Competitor");
    return updated;
  });
}

/**
 * A pause is accepted in every state but Inactive, also while the competitor is still being set up
 * (its first scan queued or in flight): the scan then stores its snapshot and leaves it paused.
 */
function pauseFields(c: CompetitorRow) {
  if (c.status === "inactive") throw new ConflictError("A competitor that is inactive cannot be paused; activate it first");
  return { status: "paused" };
}

export async function pause(db: Db, userId: string, id: string) {
  const c = await getCompetitor(db, { userId, id });
  if (!c) throw new NotFoundError("Competitor");
  if (c.status === "paused") return c;
  const updated = await updateCompetitor(db, { userId, id, fields: pauseFields(c), statusByUser: true });
  await publishStatus(db, updated!);
  return updated!;
}

/**
 * Resume / Activate: paused, inactive or pending → active, and the next check becomes due now. A
 * pause or resume by the user takes the competitor over from the plan: an upgrade no longer resumes
 * by itself one the user paused after a downgrade (db/queries/competitors.ts statusByUser).
 * Error → a new scan is queued; the scan's outcome sets the status.
 */
export async function resume(db: Db, userId: string, id: string) {
  const c = await getCompetitor(db, { userId, id });
  if (!c) throw new NotFoundError("Competitor");
  if (c.status === "active") return c;
  // An Error (or Blocked) competitor is checked again and keeps its status until a scan of it succeeds.
  if (c.status === "error" || c.status === "blocked") {
    await enqueueScan(db, c, "manual");
    return c;
  }
  const updated = await inUserSlotTransaction(db, userId, id, async (tx, locked) => {
    // A parallel request may have activated it (or it became Error) while this one waited for the lock.
    if (locked.status === "active" || locked.status === "error" || locked.status === "blocked") return locked;
    if (locked.type !== "baseline") await assertCanResumeCompetitor(tx, userId, id);
    return updateCompetitor(tx, { userId, id, fields: { status: "active", nextCheckAt: new Date() }, statusByUser: true });
  });
  if (updated.status !== c.status) await publishStatus(db, updated);
  return updated;
}

export async function remove(db: Db, userId: string, id: string) {
  const deleted = await deleteCompetitor(db, { userId, id });
  if (!deleted) throw new NotFoundError("Competitor");
  // Its cached pages and screenshots go with it.
  await fs.rm(path.join(env().DATA_DIR, "screenshots", deleted.id), { recursive: true, force: true });
  await fs.rm(path.join(env().DATA_DIR, "pages", deleted.id), { recursive: true, force: true });
  return deleted;
}

export async function triggerScan(db: Db, userId: string, id: string) {
  const c = await getCompetitor(db, { userId, id });
  if (!c) throw new NotFoundError("Competitor");
  // A competitor checked moments ago is not fetched again: Check Now answers with that check.
  const cooldown = env().CHECK_NOW_COOLDOWN_SECONDS;
  const recent = cooldown > 0 ? await recentFinishedScan(db, { userId, competitorId: id, since: new Date(Date.now() - cooldown * 1000) }) : undefined;
  if (recent) {
    // Nothing is queued: the answer is that check, with its outcome (the route says 200, not 202).
    const lastScan = { jobId: recent.id, status: recent.status, completedAt: recent.completedAt, result: recent.result ?? null, error: recent.error ?? null };
    return { success: true, jobId: recent.id, queued: false, lastScan, message: `${c.name} was checked less than ${cooldownLabel(cooldown)} ago; showing that check` };
  }
  const { record, deduplicated } = await enqueueScan(db, c, "manual");
  return {
    success: true,
    jobId: record?.id ?? null,
    queued: true,
    message: deduplicated ? `A check of ${c.name} is already queued` : `Checking ${c.name} for changes...`,
  };
}

function cooldownLabel(seconds: number): string {
  return seconds % 60 === 0 ? (seconds === 60 ? "a minute" : `${seconds / 60} minutes`) : `${seconds} seconds`;
}

export async function publishStatus(db: Db, c: CompetitorRow): Promise<void> {
  await liveBus.publish(db, { userId: c.userId, event: "competitor-update", data: { competitorId: c.id, status: c.status, name: c.name } });
}

/** One of the user's competitors; another user's, or none, is not found (`what` names it in the message). */
export async function ownCompetitor(db: Db, userId: string, id: string, what = "Competitor"): Promise<CompetitorRow> {
  const c = await getCompetitor(db, { userId, id });
  if (!c) throw new NotFoundError(what);
  return c;
}

/** The user's competitors; `minimal` gives only id and name. */
export async function listCompetitorsOf(db: Db, userId: string, fields: "minimal" | "full") {
  const rows = await listCompetitors(db, { userId });
  return fields === "minimal" ? rows.map((c) => ({ id: c.id, name: c.name })) : rows.map(competitorDto);
}

/** The competitor's latest snapshots, newest first. */
export async function snapshotsOf(db: Db, userId: string, id: string, limit: number) {
  const c = await ownCompetitor(db, userId, id);
  return (await listSnapshots(db, { userId, competitorId: c.id, limit })).map(snapshotDto);
}

/** The competitor's scan and analysis runs, newest first. */
export async function workflowsOf(db: Db, userId: string, id: string) {
  const c = await ownCompetitor(db, userId, id);
  return (await listCompetitorJobs(db, { userId, competitorId: c.id, limit: 20 })).map(jobDto);
}

/** A stored page screenshot of the user's own competitor (files under DATA_DIR/screenshots/<id>/); `name` is a bare file name. */
export async function screenshotOf(db: Db, userId: string, id: string, name: string): Promise<Buffer> {
  const competitor = await ownCompetitor(db, userId, id, "Screenshot");
  const dir = path.join(env().DATA_DIR, "screenshots", competitor.id);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) throw new NotFoundError("Screenshot");
  try {
    return await fs.readFile(file);
  } catch {
    throw new NotFoundError("Screenshot");
  }
}
