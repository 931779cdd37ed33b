export * from './accounts.ts';
export * from './leads.ts';
export * from './properties.ts';
