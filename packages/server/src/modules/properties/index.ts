// The properties module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { type PropertyRow, toProperty } from './properties.mappers.ts';
export {
  findOwnedProperty,
  findPropertyById,
  findUnitOfProperty,
  listPropertyUnits,
  ownedBy,
} from './properties.queries.ts';
export { timeZoneForAddress } from './time-zone.ts';
export { checkedViewingDays, viewingSettings } from './viewing-hours.ts';
