/** Moved to answers/: the wording helpers outlive this retrieval. */
export * from '../answers/format.ts';
