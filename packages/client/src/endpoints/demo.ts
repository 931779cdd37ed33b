import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** A demo property, polled until its status is UNCLAIMED: 200; 404 for a non-demo id. */
export const getDemoProperty = /* @__PURE__ */ define<Endpoints['getDemoProperty']>(
  'GET',
  '/api/v1/demo-properties/{propertyId}',
  ['public'],
);

/** A demo unit, polled until its status is UNCLAIMED: 200; 404 for a non-demo id. */
export const getDemoUnit = /* @__PURE__ */ define<Endpoints['getDemoUnit']>(
  'GET',
  '/api/v1/demo-units/{unitId}',
  ['public'],
);

/** A demo unit's listings (the first is shown): 200. */
export const listDemoUnitListings = /* @__PURE__ */ define<Endpoints['listDemoUnitListings']>(
  'GET',
  '/api/v1/demo-units/{unitId}/listings',
  ['public'],
);

/** Submits the demo page's lead form: 200; 429 when the address sends too many. */
export const createDemoInterest = /* @__PURE__ */ define<Endpoints['createDemoInterest']>(
  'POST',
  '/api/v1/demo-interests',
  ['public'],
);

/** A demo of the visitor's own listing URL: 200 with the demo property and unit ids. */
export const createDemoImport = /* @__PURE__ */ define<Endpoints['createDemoImport']>(
  'POST',
  '/api/v1/demo-imports',
  ['public'],
);
