// The leads module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { toInterest, toPotentialTenant } from './leads.mappers.ts';
