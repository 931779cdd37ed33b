/**
 * Message text as the guardrail patterns read it. A message is data to classify, so
 * it is flattened first: HTML tags and entities, look-alike characters and invisible
 * characters that could split a phrase ('ig\u200Bnore') are removed.
 */

/** Longest text scanned; chat messages are far shorter, and the scan stays linear. */
export const MAX_SCANNED_CHARS = 20_000;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain, single-spaced text; '' for anything that is not a string. Never throws. */
export function plainText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return (
    text
      .slice(0, MAX_SCANNED_CHARS)
      .normalize('NFKC')
      .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
      // Only real tags: '<|im_start|>' is not HTML and must stay visible to the checks.
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      .replace(/&(#39|[a-z]+);/gi, (entity, name: string) =>
        Object.hasOwn(ENTITIES, name.toLowerCase())
          ? (ENTITIES[name.toLowerCase()] ?? ' ')
          : entity,
      )
      .replace(/[\u2018\u2019\u02BC]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words matched by the first pattern that matches, or null. */
export function firstMatch(patterns: readonly RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}
