/**
 * An answer composed from a structured field's value for the question asked: a yes or a
 * no where the value decides it (utilities, pets, amenities, parking, availability,
 * layout), and the value in a sentence for a question that wants it. Every value said
 * comes from the field.
 */
import { formatMoney, plural } from './format.ts';
import { ASSISTANCE_ANIMALS } from './pet-facts.ts';
import { petsAnswer } from './pets-answer.ts';
import type { Polarity } from './polarity.ts';
import type { Question } from './question.ts';
import type { FactSentence, FactValue } from './types.ts';
import { utilitiesAnswer } from './utilities-answer.ts';

/** A composed answer: a whole sentence, and the yes or no it gives (null: none). */
export interface Composed {
  text: string;
  polarity: Polarity;
}

const plain = (text: string): Composed => ({ text, polarity: null });

/** 'is parking included?', 'is parking free?': asks about the price, not whether there is any. */
const ASKS_INCLUDED = /\b(?:included|include|free|extra|cost|costs|charge|pay)\b/i;

function parkingAnswer(
  value: Extract<FactValue, { kind: 'parking' }>,
  fact: FactSentence,
  q: Question,
): Composed | null {
  const price = value.price;
  const priced = price !== null && price > 0 ? formatMoney(price, value.currency) : null;
  if (q.wanted === 'money') {
    if (priced) return plain(`Parking is ${priced} a month.`);
    return price === 0 ? plain('Parking is included at no extra cost.') : null;
  }
  if (!q.yesNo) return plain(fact.text);
  if (ASKS_INCLUDED.test(q.text)) {
    if (price === 0) return { text: 'Parking is included at no extra cost.', polarity: 'yes' };
    if (priced) return { text: `Parking is ${priced} a month.`, polarity: 'no' };
    return null;
  }
  return value.available ? { text: fact.text, polarity: 'yes' } : null;
}

/** Bedrooms and bathrooms, said for what was asked ('how many bathrooms' → the bathrooms). */
function layoutAnswer(
  value: Extract<FactValue, { kind: 'layout' }>,
  fact: FactSentence,
  q: Question,
): Composed {
  const bath = /\bbath|\bba\b/i.test(q.text);
  const bed = /\bbed|\bbr\b|\bstudio\b/i.test(q.text);
  const askedBeds = /(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:bed|br\b|bd\b)/i.exec(q.text)?.[1];
  const askedBaths = /(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:bath|ba\b)/i.exec(q.text)?.[1];
  if (q.yesNo && (askedBeds || askedBaths)) {
    const matches =
      (!askedBeds || Number(askedBeds) === value.bedrooms) &&
      (!askedBaths || Number(askedBaths) === value.bathrooms);
    return { text: fact.text, polarity: matches ? 'yes' : 'no' };
  }
  if (bath && !bed && value.bathrooms !== null)
    return plain(`It has ${plural(value.bathrooms, 'bathroom')}.`);
  return plain(fact.text);
}

/**
 * The answer from a generated sentence's value, or null when the value cannot answer
 * this question (the caller then says a sentence of prose instead).
 */
export function valueAnswer(fact: FactSentence, q: Question): Composed | null {
  const value = fact.value;
  if (!value) return null;
  switch (value.kind) {
    case 'utilities':
      return utilitiesAnswer(value.tenant, value.landlord, q);
    case 'pets':
      if (q.assistance) return plain(ASSISTANCE_ANIMALS);
      return petsAnswer(value.rules, q) ?? plain(fact.text);
    case 'parking':
      return parkingAnswer(value, fact, q);
    case 'layout':
      return layoutAnswer(value, fact, q);
    case 'amenity':
      return { text: fact.text, polarity: q.yesNo ? 'yes' : null };
    case 'availability':
      return { text: fact.text, polarity: value.available ? 'yes' : 'no' };
    case 'deposit':
      return { text: fact.text, polarity: value.months > 0 ? 'yes' : 'no' };
    default:
      return plain(fact.text);
  }
}
