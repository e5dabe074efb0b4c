export { classifyPatternString, scorePatternTypes, MIN_RAW_SCORE, type PatternClassification } from "./classify";
export { CATEGORIES, PATTERN_TYPES, TYPE_DESCRIPTIONS, categoryOf, isCategory, type Category, type PatternType } from "./taxonomy";
