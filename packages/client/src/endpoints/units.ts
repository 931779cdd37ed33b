import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Creates a unit in one of the manager's properties: 201 returns id; 402 over the unit quota. */
export const createUnit = /* @__PURE__ */ define<Endpoints['createUnit']>('POST', '/api/v1/units', [
  'manager',
]);

/** One unit of the manager: 200; polled while it is PROCESSING. */
export const getUnit = /* @__PURE__ */ define<Endpoints['getUnit']>('GET', '/api/v1/units/{id}', [
  'manager',
]);

/** Edits unit fields: 200 returns the unit; 402 when re-enabling it exceeds the unit quota. */
export const updateUnit = /* @__PURE__ */ define<Endpoints['updateUnit']>(
  'PATCH',
  '/api/v1/units/{id}',
  ['manager'],
);

/** Deletes a unit with its listings and tenant leases: 200. */
export const deleteUnit = /* @__PURE__ */ define<Endpoints['deleteUnit']>(
  'DELETE',
  '/api/v1/units/{id}',
  ['manager'],
);

/** The unit's published listings (each with url): 200. */
export const listUnitListings = /* @__PURE__ */ define<Endpoints['listUnitListings']>(
  'GET',
  '/api/v1/units/{id}/listings',
  ['manager'],
);

/** The tenants leasing the unit: 200. */
export const listUnitTenantLeases = /* @__PURE__ */ define<Endpoints['listUnitTenantLeases']>(
  'GET',
  '/api/v1/units/{id}/tenant-leases',
  ['manager'],
);
