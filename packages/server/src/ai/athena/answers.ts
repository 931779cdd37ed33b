import * as chrono from 'chrono-node';
import { amountIn, countIn } from './numbers.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

type Found = Partial<ScreeningAnswers>;

const NO = /\b(no|nope|none|nobody|no one|not|don'?t|do not|never|non[- ]?smok\w*)\b/i;
const YES = /\b(yes|yeah|yep|yup|sure|correct|i do|we do|we have|i have|have)\b/i;

/** A plain yes or no, aware of negation ('not really' is no). */
export function yesNo(text: string): boolean | null {
  if (NO.test(text)) return false;
  if (YES.test(text)) return true;
  return null;
}

const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** 'around March 3rd', 'next month', 'ASAP' → a date from today on (chrono-node). */
export function moveInDate(text: string, now: Date): string | null {
  if (/\b(asap|as soon as possible|right away|immediately|now)\b/i.test(text)) return isoDate(now);
  const date = chrono.parseDate(text, now, { forwardDate: true });
  if (!date) return null;
  const days = (date.getTime() - now.getTime()) / 86_400_000;
  return days >= -1 && days <= 730 ? isoDate(date) : null;
}

/** '$6,500 a month', '85k a year' (yearly when said, or when ≥ 20,000), '$30 an hour'. */
export function monthlyIncome(text: string): number | null {
  const amount = amountIn(text);
  if (amount === null || amount <= 0) return null;
  let monthly = amount;
  if (/\b(hour|hr|hourly)\b/i.test(text)) monthly = (amount * 40 * 52) / 12;
  else if (
    /\b(year|yr|annual\w*|salary)\b/i.test(text) ||
    (!/\b(month|mo)\b/i.test(text) && amount >= 20_000)
  ) {
    monthly = amount / 12;
  }
  return Math.round(monthly * 100) / 100;
}

/** 'me, my partner and our kid' → 3; only the count is kept (familial status is protected). */
export function totalResidents(text: string): number | null {
  if (/\bjust (me|myself)\b|\bonly me\b|\bmyself\b|^\s*me\s*$/i.test(text)) return 1;
  const family = /\bfamily of (\w+)\b/i.exec(text);
  if (family) return countIn(family[1] ?? '');
  const numbers = [
    ...text.matchAll(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/gi),
  ].map((m) => countIn(m[1] ?? ''));
  const people =
    text
      .toLowerCase()
      .match(
        /\b(me|i|my (wife|husband|partner|spouse|girlfriend|boyfriend|roommate|mom|dad|mother|father|son|daughter|kid|child|sister|brother)|our (kid|child|son|daughter|baby)|roommate)\b/g,
      ) ?? [];
  if (numbers.length > 0 && people.length === 0)
    return numbers.reduce<number>((sum, n) => sum + (n ?? 0), 0) || null;
  if (people.length > 0) {
    const counted =
      people.length + numbers.reduce<number>((sum, n) => sum + Math.max(0, (n ?? 1) - 1), 0);
    return /\b(i|me)\b/i.test(text) ? counted : counted + 1;
  }
  return null;
}

const BREED_WORDS: [RegExp, string][] = [
  [/\bpit ?bulls?\b|\bpitties?\b|\bpits?\b/i, 'PIT_BULL'],
  [/\bmastiffs?\b/i, 'MASTIFF'],
  [/\bdobermans?\b|\bdobies?\b/i, 'DOBERMAN'],
  [/\bgerman shepherds?\b|\bgsd\b/i, 'GERMAN_SHEPHERD'],
  [/\brottweilers?\b|\brotties?\b/i, 'ROTTWEILER'],
];
const COMMON_BREEDS =
  /\b(labrador|lab|golden retriever|beagle|poodle|bulldog|boxer|husky|dachshund|chihuahua|corgi|terrier|shih tzu|pug|collie|spaniel|retriever|schnauzer|shepherd)\b/i;

/** The breeds a prospect names: restricted ones as codes, others as written (title case). */
export function dogBreeds(text: string): string | null {
  const found = BREED_WORDS.filter(([pattern]) => pattern.test(text)).map(([, code]) => code);
  const other = COMMON_BREEDS.exec(text)?.[1];
  if (other && !found.length) found.push(other.replace(/\b\w/g, (c) => c.toUpperCase()));
  return found.length ? found.join(',') : null;
}

/** '40 lb', 'about 70 pounds' → the weight; with several, the largest. */
export function dogSize(text: string): number | null {
  const weights = [...text.matchAll(/(\d{1,3})\s*(lbs?|pounds?|#)/gi)].map((m) => Number(m[1]));
  if (weights.length) return Math.max(...weights);
  const bare = /^\D*(\d{1,3})\D*$/.exec(text);
  return bare ? Number(bare[1]) : null;
}

/** 'two cats and a 40 lb beagle' → counts, breeds and size, only what the text says. */
export function pets(text: string): Found | null {
  if (
    /\b(no|none|zero|don'?t have any)\s*(pets|animals)?\b/i.test(text) &&
    !/\b(dogs?|cats?|puppy|kitten)\b/i.test(text.replace(/no (dogs?|cats?)/gi, ''))
  ) {
    return { pets: false, dogCount: 0, catCount: 0, totalPetCount: 0 };
  }
  // The number right before the noun, allowing one word between ('two big dogs', 'a 40 lb beagle').
  const count = (noun: RegExp) => {
    const number =
      '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a pair of|a|an)';
    const match = new RegExp(`\\b${number}\\s+(?:[\\w-]+\\s+){0,2}?${noun.source}`, 'i').exec(text);
    return match ? (countIn(match[1]!.replace(/^a (couple|pair) of$/i, '$1')) ?? 1) : 1;
  };
  const dogs =
    /\b(dogs?|pupp(y|ies)|beagle|lab|retriever|terrier|shepherd|poodle|bulldog|husky|pit ?bull|rottweiler|doberman|mastiff|chihuahua|corgi)\b/i.test(
      text,
    )
      ? Math.max(1, count(/(dogs?|pupp(?:y|ies))/))
      : 0;
  const cats = /\b(cats?|kittens?|kitty)\b/i.test(text)
    ? Math.max(1, count(/(cats?|kittens?)/))
    : 0;
  const others =
    /\b(birds?|fish|hamsters?|rabbits?|bunny|guinea pigs?|turtles?|snakes?|lizards?|ferrets?)\b/i.test(
      text,
    )
      ? 1
      : 0;
  if (!dogs && !cats && !others) {
    const answer = yesNo(text);
    return answer === null
      ? null
      : { pets: answer, ...(answer ? {} : { dogCount: 0, catCount: 0, totalPetCount: 0 }) };
  }
  const found: Found = {
    pets: true,
    dogCount: dogs,
    catCount: cats,
    totalPetCount: dogs + cats + others,
  };
  const breeds = dogBreeds(text);
  if (breeds) found.dogBreeds = breeds;
  if (dogs) {
    const size = /(\d{1,3})\s*(lbs?|pounds?)/i.test(text) ? dogSize(text) : null;
    if (size !== null) found.dogSizeLbs = size;
  }
  if (/\b(esa|emotional support|service (dog|animal))\b/i.test(text))
    found.emotionalSupportPet = 'ESA';
  return found;
}

/** Reads the answer to the step Athena asked; null when the text does not answer it. */
export function extractForStep(step: ScreeningStep, text: string, now: Date): Found | null {
  switch (step) {
    case 'PETS':
      return pets(text);
    case 'SMOKING': {
      if (
        /\b(vape|vapes|vaping|smokes|smoker|smoke outside|only outside)\b/i.test(text) &&
        !/\b(no|non|nobody|doesn'?t|don'?t)\b/i.test(text)
      )
        return { smoking: true };
      const answer = yesNo(text);
      return answer === null ? null : { smoking: answer };
    }
    case 'MOVE_IN_DATE': {
      const date = moveInDate(text, now);
      return date ? { moveInDate: date } : null;
    }
    case 'MONTHLY_INCOME': {
      const income = monthlyIncome(text);
      return income === null ? null : { monthlyIncome: income };
    }
    case 'TOTAL_RESIDENTS': {
      const total = totalResidents(text);
      return total ? { totalResidents: total } : null;
    }
    case 'PET_COUNT': {
      const found = pets(text);
      if ((found?.totalPetCount ?? 0) > 0) return found;
      const n = countIn(text);
      return n === null ? null : { totalPetCount: n };
    }
    case 'PET_TYPE':
      return pets(text);
    case 'PET_EMOTIONAL_SUPPORT': {
      if (/\b(esa|emotional support|service)\b/i.test(text) && !/\bno\b/i.test(text))
        return { emotionalSupportPet: 'ESA' };
      const answer = yesNo(text);
      return answer === null ? null : { emotionalSupportPet: answer ? 'ESA' : 'NO' };
    }
    case 'PET_DOG_BREED': {
      const breeds =
        dogBreeds(text) ??
        (text.trim().length <= 40 && /[a-z]/i.test(text)
          ? text.trim().replace(/^an?\s+/i, '')
          : null);
      return breeds ? { dogBreeds: breeds } : null;
    }
    case 'PET_DOG_SIZE': {
      const size = dogSize(text);
      return size === null ? null : { dogSizeLbs: size };
    }
  }
}
