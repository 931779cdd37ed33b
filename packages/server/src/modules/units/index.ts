// The units module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { toListing, toUnit, type UnitRow } from './units.mappers.ts';
export { findOwnedUnit, listUnitListings } from './units.queries.ts';
