// The resident module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { residentLeases } from './resident.queries.ts';
export { RESIDENT_REPLY_TASK } from './resident.tasks.ts';
