/**
 * Numbers as prospects type them: digits ('1,200', '6.5k', '$85K') and words
 * ('twenty-five', 'sixty five hundred', 'a dozen', 'a couple of').
 */

/** One number found in a text, with where it sits so callers can read its neighbours. */
export interface NumberMatch {
  value: number;
  start: number;
  end: number;
  /** Written with a multiplier ('6.5k', 'six thousand', '6 grand'): a money hint. */
  scaled: boolean;
}

const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1000, grand: 1000, k: 1000, million: 1e6 };
/** Words that 'a' / 'an' turn into a number: 'a hundred', 'a dozen', 'a couple'. */
const AFTER_ARTICLE = new Set(['hundred', 'thousand', 'million', 'dozen', 'couple', 'pair']);

interface Token {
  text: string;
  start: number;
  end: number;
}

// Thousands separators only in groups of three, so '4000,3000' reads as two numbers.
const TOKEN = /\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?|[a-z]+/gi;

function tokenize(text: string): Token[] {
  // Lower-cased per token so positions stay those of the original text.
  return [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const isDigits = (token: Token | undefined) => token !== undefined && /^\d/.test(token.text);
/** Tokens of one number are joined by spaces or hyphens only: 'twenty-five', 'six thousand'. */
const joined = (text: string, a: Token, b: Token | undefined) =>
  b !== undefined && /^[\s-]*$/.test(text.slice(a.end, b.start));

type Last = 'none' | 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';
/** What may come before a teen or a tens word ('two hundred twenty'). */
const STARTS: Last[] = ['none', 'hundred', 'scale'];
/** What may come before a unit: also a tens word ('twenty five'). */
const AFTER_TENS: Last[] = [...STARTS, 'tens'];

/** Reads number words from tokens[i]; the tokens used and the value, or null. */
function readWords(
  text: string,
  tokens: Token[],
  i: number,
): { used: number; value: number } | null {
  let total = 0;
  let current = 0;
  let last: Last = 'none';
  let j = i;
  for (; j < tokens.length; j++) {
    const word = tokens[j]!.text;
    const next = tokens[j + 1];
    if (j > i && !joined(text, tokens[j - 1]!, tokens[j])) break;
    // 'one hundred and five': 'and' joins words after a hundred or a thousand.
    if (
      word === 'and' &&
      (last === 'hundred' || last === 'scale') &&
      joined(text, tokens[j]!, next)
    ) {
      if (next && (next.text in SMALL || next.text in TENS)) continue;
      break;
    }
    const small = SMALL[word];
    const tens = TENS[word];
    if (
      (word === 'a' || word === 'an') &&
      last === 'none' &&
      next &&
      AFTER_ARTICLE.has(next.text)
    ) {
      current = 1;
      last = 'unit';
    } else if (small !== undefined && small < 10 && AFTER_TENS.includes(last)) {
      current += small;
      last = 'unit';
    } else if (small !== undefined && small >= 10 && STARTS.includes(last)) {
      current += small;
      last = 'teen';
    } else if (tens !== undefined && STARTS.includes(last)) {
      current += tens;
      last = 'tens';
    } else if (word === 'hundred' && ['unit', 'teen', 'tens'].includes(last)) {
      current *= 100;
      last = 'hundred';
    } else if (word === 'dozen' && ['none', 'unit', 'teen', 'tens'].includes(last)) {
      current = (current || 1) * 12;
      last = 'scale';
    } else if ((word === 'couple' || word === 'pair') && last === 'unit' && current === 1) {
      // Only after 'a': 'a couple of cats'.
      current = 2;
      last = 'scale';
      if (next?.text === 'of' && joined(text, tokens[j]!, next)) j++;
    } else if (word in SCALES && word !== 'k' && last !== 'none' && last !== 'scale') {
      total += current * SCALES[word]!;
      current = 0;
      last = 'scale';
    } else break;
  }
  if (last === 'none') return null;
  return { used: j - i, value: total + current };
}

/** Every number in `text`, in order. Ordinals ('3rd') are not numbers here. */
export function findNumbers(text: string): NumberMatch[] {
  const tokens = tokenize(text);
  const found: NumberMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (isDigits(token)) {
      if (next && next.start === token.end && /^(st|nd|rd|th)$/.test(next.text)) {
        i++;
        continue;
      }
      let value = Number(token.text.replaceAll(',', ''));
      let end = token.end;
      // A multiplier right after: '6.5k', '85 K', '6 thousand', '6 grand'.
      const gap = next ? text.slice(token.end, next.start) : '';
      const scale = next && /^ ?$/.test(gap) ? SCALES[next.text] : undefined;
      if (scale !== undefined && next) {
        value *= scale;
        end = next.end;
        i++;
      }
      if (Number.isFinite(value)) found.push({ value, start: token.start, end, scaled: !!scale });
      continue;
    }
    const words = readWords(text, tokens, i);
    if (!words) continue;
    const last = tokens[i + words.used - 1]!;
    const usedText = text.slice(token.start, last.end).toLowerCase();
    found.push({
      value: words.value,
      start: token.start,
      end: last.end,
      scaled: /\b(thousand|grand|million)\b/.test(usedText),
    });
    i += words.used - 1;
  }
  return found;
}

/**
 * The number a whole answer states ('twenty-five', 'a dozen', '1,200', '6.5k',
 * '$300'), or null when the text is anything more than one number.
 */
export function parseNumber(text: string): number | null {
  const numbers = findNumbers(text);
  if (numbers.length !== 1) return null;
  const [only] = numbers as [NumberMatch];
  const rest = text.slice(0, only.start) + text.slice(only.end);
  return /^[\s$~.,!]*$/.test(rest) ? only.value : null;
}
