/**
 * A competitor's battlecard for one user, computed on read. It is cached per process under a key
 * made of what it is built from (both sides' latest snapshot ids, the user's newest change id, the
 * latest analysis, the kept predictions and their outcomes, the day, whether a model is configured
 * and the plan allows analyses), so a scan that stores anything new, a new analysis, a prediction kept
 * or judged, or a new day recomputes it, and nothing else does.
 */
import type { Db } from "@/db/client";
import { battlecardPsychology, battlecardSubjects, competitorChangesSince, moveEvents, newestChange } from "@/db/queries/battlecard";
import type { CompetitorRow, SnapshotRow } from "@/db/queries/competitors";
import { modelConfigured } from "@/lib/ai";
import { trackRecordFor } from "@/lib/analysis/predict/track-record";
import type { PsychologyAnalysis } from "@/lib/analysis/psychology/schema";
import { hasFeature } from "@/lib/billing/limits";
import { competitorView } from "@/lib/chat/snapshot-view";
import { composeBattlecard } from "./battlecard-build";
import type { BattlecardInput, Side } from "./battlecard-input";
import { phraseWithModel } from "./battlecard-model";
import { MOVES_DAYS, type Battlecard } from "./battlecard-types";

const DAY = 86_400_000;
const HISTORY_DAYS = 365;
const CACHE_MAX = 300;

const cache = new Map<string, { key: string; card: Battlecard }>();

function remember(slot: string, key: string, card: Battlecard): void {
  cache.delete(slot);
  cache.set(slot, { key, card });
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

const sideOf = (row: CompetitorRow, snap: SnapshotRow | undefined, side: Side["side"]): Side => ({ row, snap, view: competitorView(row, snap), side });

/** The battlecard of one of the user's competitors; undefined when the competitor is not theirs. */
export async function getBattlecard(db: Db, params: { userId: string; competitorId: string; now?: number }): Promise<Battlecard | undefined> {
  const { userId } = params;
  const now = params.now ?? Date.now();
  const subjects = await battlecardSubjects(db, { userId, competitorId: params.competitorId });
  if (!subjects) return undefined;
  const { competitor, baseline, theirs, ours } = subjects;
  const [psy, latest, allowed, record] = await Promise.all([
    battlecardPsychology(db, { userId, competitorId: competitor.id }),
    newestChange(db, { userId }),
    hasFeature(db, userId, "darkPsychologyMode"),
    trackRecordFor(db, { userId, competitorId: competitor.id }),
  ]);
  const key = JSON.stringify([
    theirs?.id,
    ours?.id,
    baseline?.id,
    latest?.id,
    psy?.row.id,
    psy?.snapshot?.id,
    new Date(now).toISOString().slice(0, 10),
    modelConfigured(),
    allowed,
    competitor.name,
    competitor.lastChecked?.getTime(),
    baseline?.name,
    record.predictions.map((p) => `${p.id}:${p.outcome ?? ""}`),
  ]);
  const slot = `${userId}:${competitor.id}`;
  const hit = cache.get(slot);
  if (hit && hit.key === key) return hit.card;

  const [changes, events] = await Promise.all([
    competitorChangesSince(db, { userId, competitorId: competitor.id, since: new Date(now - MOVES_DAYS * DAY), limit: 500 }),
    moveEvents(db, { userId, since: new Date(now - HISTORY_DAYS * DAY) }),
  ]);
  const input: BattlecardInput = {
    them: sideOf(competitor, theirs, "competitor"),
    us: baseline ? sideOf(baseline, ours, "baseline") : null,
    changes,
    psychology: !allowed
      ? "locked"
      : psy
        ? { analysis: (psy.row.analysis ?? {}) as unknown as PsychologyAnalysis, snapshot: psy.snapshot, completedAt: psy.row.completedAt ?? psy.row.createdAt }
        : null,
    events,
    record,
    now,
  };
  const local = composeBattlecard(input);
  const card = await phraseWithModel(db, userId, local);
  // A model that failed is asked again on the next read.
  if (!(modelConfigured() && card.source === "local")) remember(slot, key, card);
  return card;
}
