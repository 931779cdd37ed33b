// The calls module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { toPhoneCall } from './calls.mappers.ts';
