export { factKind } from "./fact-kind";
export { baseImportance, normalizeChangeType } from "./importance";
export {
  competitorKey,
  competitorKindKey,
  DEFAULT_RATE,
  effectiveRate,
  feedbackVote,
  emptyModel,
  kindKey,
  levelStep,
  recordFeedback,
  scoreChange,
  type LearningModel,
} from "./learning";
