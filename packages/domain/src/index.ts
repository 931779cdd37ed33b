export * from './attributes.ts';
export * from './enums.ts';
