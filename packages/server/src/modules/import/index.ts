// The import module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { insertImportedProperty, insertImportedUnit } from './import.queries.ts';
export { checkListingUrl } from './import.service.ts';
export { IMPORT_TASK } from './import.task.ts';
