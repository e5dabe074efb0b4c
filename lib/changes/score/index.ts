export { baseImportance, normalizeChangeType } from "./importance";
export {
  competitorKey,
  DEFAULT_RATE,
  effectiveRate,
  feedbackVote,
  emptyModel,
  kindKey,
  recordFeedback,
  scoreChange,
  type LearningModel,
} from "./learning";
