/**
 * Answer extractors: pure functions that read a prospect's free-text reply to a
 * pre-screening question and return a structured answer, or null so Athena re-asks.
 */
export type { ExtractContext, Extractor, ExtractQuestion } from './context.ts';
export {
  ASSUMED_YEARLY_FROM,
  extractMonthlyIncome,
  givesIncomeRange,
  type IncomeAnswer,
  type IncomeDeclined,
  type IncomePeriod,
  isMonthlyIncome,
  type MonthlyIncome,
  TOTAL as TOTAL_INCOME,
} from './income.ts';
export { extractMoveInDate, MAX_MOVE_IN_YEARS, type MoveInAnswer } from './move-in.ts';
export {
  extractEmail,
  extractName,
  extractPhone,
  type NameAnswer,
  SIGN_OFFS,
} from './name-contact.ts';
export { findNumbers, type NumberMatch, parseNumber } from './numbers.ts';
export type { EmotionalSupportValue } from './pet-assistance.ts';
export type { DogSizeClass } from './pet-sizes.ts';
export { dogBreedsField, extractPets, type PetsAnswer } from './pets.ts';
export { extractTotalResidents, MAX_RESIDENTS } from './residents.ts';
export { extractSmoking } from './smoking.ts';
export { MAX_TEXT_LENGTH } from './text.ts';
export { extractYesNo } from './yes-no.ts';
