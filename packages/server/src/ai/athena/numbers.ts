const WORDS: Record<string, number> = {
  zero: 0,
  none: 0,
  no: 0,
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
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
};

/** Numbers written as digits or words: '2', 'two', 'a couple of', 'an'. */
export function countIn(text: string): number | null {
  const digits = /\b(\d{1,2})\b/.exec(text);
  if (digits) return Number(digits[1]);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word in WORDS) return WORDS[word] ?? null;
  }
  return null;
}

/** Money amounts: '$6,500', '6500', '6.5k', '85k', 'six thousand'. */
export function amountIn(text: string): number | null {
  const match = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand)?\b/i.exec(text);
  if (match) {
    const value = Number(match[1]?.replaceAll(',', ''));
    return match[2] ? value * 1000 : value;
  }
  const words =
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+thousand\b/i.exec(text);
  return words ? (WORDS[words[1]!.toLowerCase()] ?? 0) * 1000 : null;
}
