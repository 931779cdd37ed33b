export * from './assistant-texts.ts';
export * from './catalogue.ts';
export * from './daily-limit.ts';
export * from './emoji.ts';
export { advancedFields, fieldMarker, MEDIUM_LABELS, TEXT_LENGTH_LABELS } from './fields.ts';
export * from './run-variables.ts';
export * from './types.ts';
