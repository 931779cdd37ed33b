/**
 * Helpers for writing the labelled cases of set C: the same shape as set A's
 * (`../../unseen-a/gen/lib.ts`), shared rather than copied, plus the first week of a month.
 */
export * from '../../unseen-a/gen/lib.ts';

/** 'the first week of March': days 1 to 7. */
export const firstWeek = (ym: string) => ({ from: `${ym}-01`, to: `${ym}-07` });
