import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's account-level attributes of the types in query attributes: 200. */
export const listUserAttributes = /* @__PURE__ */ define<Endpoints['listUserAttributes']>(
  'GET',
  '/api/v1/attributes',
  ['manager'],
);

/** A property's effective attributes of the types in query attributes (own, else the manager's): 200. */
export const listPropertyAttributes = /* @__PURE__ */ define<Endpoints['listPropertyAttributes']>(
  'GET',
  '/api/v1/properties/{id}/attributes',
  ['manager'],
);

/** A unit's effective attributes of the types in query attributes (own, else property's, else manager's): 200. */
export const listUnitAttributes = /* @__PURE__ */ define<Endpoints['listUnitAttributes']>(
  'GET',
  '/api/v1/units/{id}/attributes',
  ['manager'],
);

/** Creates a policy value on the manager's user, property or unit: 201; 409 when that owner already has that type. */
export const createAttribute = /* @__PURE__ */ define<Endpoints['createAttribute']>(
  'POST',
  '/api/v1/attributes',
  ['manager'],
);

/** Edits a policy value (not its type or owner): 200. */
export const updateAttribute = /* @__PURE__ */ define<Endpoints['updateAttribute']>(
  'PATCH',
  '/api/v1/attributes/{id}',
  ['manager'],
);
