/**
 * Month names as prospects type them, made readable for chrono-node: it reads
 * 'March 3' and 'mid-January' but not 'feb', 'late jan' or 'Marhc 3'.
 */

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const ABBREVIATIONS: Record<string, string> = {
  jan: 'january',
  feb: 'february',
  mar: 'march',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  sep: 'september',
  sept: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
};

/** Real words one letter away from a month name, never read as one. */
const NOT_MONTHS = new Set(['match', 'marsh', 'parch', 'larch', 'marches', 'octobers']);

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/**
 * The month a misspelt word means ('Marhc', 'febuary', 'decmeber'), if any. The first
 * letter must match (so 'remember' is not December), and a five-letter word may only
 * swap two letters (so the name 'Marco' is not March).
 */
function correctMonth(word: string): string | undefined {
  if (word.length < 5 || NOT_MONTHS.has(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  return MONTHS.find(
    (month) =>
      month.length >= 5 &&
      month[0] === word[0] &&
      Math.abs(month.length - word.length) <= allowed &&
      (word.length > 5 || sameLetters(word, month)) &&
      editDistance(word, month) <= allowed,
  );
}

/** Lower-cases `text` and spells every month in full: 'late Jan.' → 'late january'. */
export function spellMonths(text: string): string {
  return text.toLowerCase().replace(/\b([a-z]+)\b(\.?)/g, (whole, word: string, dot: string) => {
    const full = ABBREVIATIONS[word] ?? correctMonth(word);
    return full ? `${full}${full === word ? dot : ''}` : whole;
  });
}
