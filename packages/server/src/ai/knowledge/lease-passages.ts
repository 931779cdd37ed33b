/** Moved to answers/: the lease chunker outlives this retrieval. */
export * from '../answers/lease-passages.ts';
