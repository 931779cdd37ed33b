import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** How a property's viewings happen, who shows them, and its open-house times ahead. */
export const getShowings = /* @__PURE__ */ define<Endpoints['getShowings']>(
  'GET',
  '/api/v1/properties/{propertyId}/showings',
  ['manager'],
);

/** Sets the showing mode, the assignment and the agents who show the property. */
export const updateShowings = /* @__PURE__ */ define<Endpoints['updateShowings']>(
  'PUT',
  '/api/v1/properties/{propertyId}/showings',
  ['manager'],
);

/** Adds an open-house time with a capacity. */
export const createOpenHouse = /* @__PURE__ */ define<Endpoints['createOpenHouse']>(
  'POST',
  '/api/v1/properties/{propertyId}/open-houses',
  ['manager'],
);

/** Removes an open-house time (its prospects are told). */
export const deleteOpenHouse = /* @__PURE__ */ define<Endpoints['deleteOpenHouse']>(
  'DELETE',
  '/api/v1/properties/{propertyId}/open-houses/{openHouseId}',
  ['manager'],
);
