/**
 * How much of a draft a text length keeps. SHORT: the essentials only. MEDIUM: plus the
 * details. LONG: plus the context sections (background, next steps, rights, caveats).
 */
import type { TextLength } from '@porchlight/domain';
import type { Section, Tier } from './draft.ts';

const TIERS: Readonly<Record<TextLength, readonly Tier[]>> = {
  SHORT: ['essential'],
  MEDIUM: ['essential', 'detail'],
  LONG: ['essential', 'detail', 'context'],
};

/** The sections a length keeps, in the draft's order, leaving out empty ones. */
export function sectionsFor(sections: readonly Section[], textLength: TextLength): Section[] {
  const tiers = TIERS[textLength];
  return sections.filter((s) => tiers.includes(s.tier) && s.blocks.length > 0);
}

/**
 * Most characters of an SMS, the whole message included. SHORT fits in 320 characters
 * (two concatenated texts); longer ones stay within a few texts.
 */
export const SMS_LIMITS: Readonly<Record<TextLength, number>> = {
  SHORT: 320,
  MEDIUM: 480,
  LONG: 640,
};

/** Items a SHORT list keeps; longer texts keep every item. */
export const SHORT_LIST_ITEMS = 6;
