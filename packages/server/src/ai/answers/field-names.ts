/**
 * The words that name each structured field, by the topic of its sentence: a question
 * that says 'deposit' asks about the deposit field, one that never names parking is not
 * answered by the parking field because both say 'available'. Field names only (the
 * ranker's vectors carry the wording around them), stemmed as the ranker stems.
 */
import { stem } from '../meaning/tokens.ts';

const NAMES: Readonly<Record<string, string>> = {
  rent: 'rent price monthly',
  layout: 'bedroom bathroom bed bath studio',
  size: 'size square feet footage big',
  availability: 'available availability vacant move',

  video: 'video tour',
  property: 'address located location',
  amenities: 'amenities',
  parking: 'parking park',
  viewing: 'viewing tour visit',
  pets: 'pet dog cat animal',
  utilities: 'utility utilities bill water gas electricity electric internet trash',
  deposit: 'deposit',
  lease_length: 'lease term',
  notice: 'notice',
  in_unit_laundry: 'laundry washer dryer',
  air_conditioning: 'air conditioning',
  central_air: 'air conditioning central',
  pool: 'pool',
  on_site_manager: 'manager',
};

const STEMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(NAMES).map(([topic, words]) => [topic, new Set(words.split(' ').map(stem))]),
);

/**
 * Whether the question's words (stems) name the field of this topic; undefined for a
 * topic that is not a structured field.
 */
export function namesField(topic: string, questionStems: readonly string[]): boolean | undefined {
  const names = STEMS.get(topic);
  if (!names) return undefined;
  return questionStems.some((word) => names.has(word));
}

/**
 * What ranking reads of a field's sentence: the field's names, what else names it (the
 * policy's label, the unit), then the sentence: 'size square feet footage big, Unit 4B,
 * the 2-bedroom apartment: Unit 4B is 880 square feet.'
 */
export function fieldSearchText(topic: string, text: string, also = ''): string {
  const names = [NAMES[topic], also].filter((part) => part).join(', ');
  return names ? `${names}: ${text}` : text;
}
