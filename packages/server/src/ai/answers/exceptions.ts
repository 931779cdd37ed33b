/**
 * Sentences about the exception to a rule: 'Assistance animals are welcome with no pet fee,
 * pet rent, breed or weight limit', 'Service members may terminate without that fee',
 * 'Voucher holders need income of 2.5 times their share'. They say what the rule is not for
 * the people or animals they name, so they answer a question only when it names them too:
 * 'is there pet rent?' is not answered 'No — assistance animals pay none'.
 */
const EXCEPTIONS: readonly { subject: RegExp; named: RegExp }[] = [
  {
    subject:
      /^(?:(?:trained|registered|all|any)\s+)?(?:assistance|service|support|emotional[- ]support|therapy|companion)\s+(?:animals?|dogs?)\b|^esas?\b/i,
    named:
      /\b(?:assistance|service|support|esas?|therapy|companion|disab\w*|handicap\w*|accommodat\w*|ada)\b/i,
  },
  {
    subject: /^(?:active[- ]duty\s+)?(?:service ?members?|military (?:members?|personnel))\b/i,
    named:
      /\b(?:military|service ?members?|deploy\w*|pcs|army|navy|air force|marines?|scra|active duty|orders)\b/i,
  },
  {
    subject: /^(?:voucher holders?|(?:section 8|hcv) (?:holders?|tenants?|residents?))\b/i,
    named: /\b(?:vouchers?|section ?8|hcv|housing choice|subsid\w*|assistance)\b/i,
  },
];

/** Whether a text could hold a sentence about an exception at all (a cheap test first). */
export const mayHoldException = (text: string) =>
  /\b(?:assistance|service|support|therapy|companion|esas?|military|voucher|section 8|hcv)\b/i.test(
    text,
  );

/** Which exception a sentence is about (an index into the list), or -1. */
export function exceptionOf(sentence: string): number {
  const start = sentence.replace(/^[^A-Za-z]+/, '');
  return EXCEPTIONS.findIndex((e) => e.subject.test(start));
}

/** Whether a question names the people or animals of an exception. */
export const namesException = (question: string, exception: number): boolean =>
  EXCEPTIONS[exception]?.named.test(question) ?? false;

/** True when the sentence is about an exception the question does not name. */
export function aboutAnotherException(sentence: string, question: string): boolean {
  const exception = exceptionOf(sentence);
  return exception >= 0 && !namesException(question, exception);
}
