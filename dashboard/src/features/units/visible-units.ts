import type { Unit } from '@porchlight/client';

/** Units shown on the property page: those still PROCESSING are hidden (spec section 2). */
export const visibleUnits = (units: readonly Unit[]): Unit[] =>
  units.filter((unit) => unit.status !== 'PROCESSING');

/** True while an import is running: the page re-checks its units every second. */
export const hasProcessingUnits = (units: readonly Unit[]): boolean =>
  units.some((unit) => unit.status === 'PROCESSING');
