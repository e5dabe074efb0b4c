import type { Db } from "@/db/client";
import { loadImportanceModel, saveFeedback, getChange } from "@/db/queries/changes";
import { emptyModel, factKind, recordFeedback, competitorKey, competitorKindKey, kindKey, normalizeChangeType, effectiveRate, type LearningModel } from "@/lib/changes/score";
import { NotFoundError } from "@/lib/errors";
import { feedbackNote } from "./learning-view";

/** The user's learned importance model, from its rows ('*' = every competitor). */
export async function modelFor(db: Db, userId: string): Promise<LearningModel> {
  const model = emptyModel();
  for (const r of await loadImportanceModel(db, { userId })) {
    const rate = { rate: r.rate, interactions: r.interactions };
    // Kind rows are keyed "type/kind" (kindKey): every competitor's ('*'), or one competitor's.
    if (r.changeType.includes("/") && r.competitorKey === "*") (model.byKind ??= {})[r.changeType] = rate;
    else if (r.competitorKey === "*") model.byType[r.changeType] = rate;
    else model.byTypeCompetitor[`${r.changeType}:${r.competitorKey}`] = rate;
  }
  return model;
}

/**
 * Thumbs up/down on a change: stored once per change (a new vote replaces the old one), and the
 * fact type's, the type's and the per-competitor rates move, so that later changes of that fact type
 * move a level up or down once the answers are clear (lib/changes/score/learning.ts).
 */
export async function giveFeedback(db: Db, userId: string, changeId: string, isImportant: boolean) {
  const change = await getChange(db, { userId, id: changeId });
  if (!change) throw new NotFoundError("Change");
  const model = await modelFor(db, userId);
  const type = normalizeChangeType(change.type);
  // The fact type the answer teaches (a usage rate, a plan's limit, a plan's price…).
  const kind = factKind(change.facts);
  if (change.feedback !== isImportant) {
    const next = recordFeedback(model, { type, competitorId: change.competitorId, importance: change.importance, kind }, isImportant);
    const key = competitorKey(type, change.competitorId);
    const byKind = kindKey(type, kind);
    await saveFeedback(db, {
      userId,
      change,
      isImportant,
      rates: [
        { changeType: type, competitorKey: "*", ...next.byType[type] },
        { changeType: type, competitorKey: change.competitorId, ...next.byTypeCompetitor[key] },
        ...(byKind && next.byKind?.[byKind] ? [{ changeType: byKind, competitorKey: "*", ...next.byKind[byKind] }] : []),
        ...(byKind ? [{ changeType: byKind, competitorKey: change.competitorId, ...next.byTypeCompetitor[competitorKindKey(byKind, change.competitorId)] }] : []),
      ],
    });
    const rated = { type, competitorId: change.competitorId, kind, shown: change.importance };
    return { recorded: true as const, importanceRate: Math.round(effectiveRate(next, type, change.competitorId, kind)), note: feedbackNote(next, rated, isImportant) };
  }
  return { recorded: true as const, importanceRate: Math.round(effectiveRate(model, type, change.competitorId, kind)), note: "Already recorded: scoring stays as it is." };
}
