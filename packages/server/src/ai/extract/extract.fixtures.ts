import type { ExtractContext, ExtractQuestion } from './context.ts';

/** Sunday 22 November 2026, noon UTC: every date in these tests counts from it. */
export const NOW = new Date('2026-11-22T12:00:00Z');

/** The context of a message received at {@link NOW}, answering `question` if given. */
export const at = (question?: ExtractQuestion): ExtractContext =>
  question ? { now: NOW, question } : { now: NOW };
