import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's properties: 200; 401 means the session is gone (log out). */
export const listProperties = /* @__PURE__ */ define<Endpoints['listProperties']>(
  'GET',
  '/api/v1/properties',
  ['manager'],
);

/** Creates a property: 201 returns id; 402 means the subscription must be upgraded. */
export const createProperty = /* @__PURE__ */ define<Endpoints['createProperty']>(
  'POST',
  '/api/v1/properties',
  ['manager'],
);

/** One property of the manager: 200; 404 when it is not theirs or gone. */
export const getProperty = /* @__PURE__ */ define<Endpoints['getProperty']>(
  'GET',
  '/api/v1/properties/{id}',
  ['manager'],
);

/** Edits property fields, leasing settings or pet settings: 200 returns the property. */
export const updateProperty = /* @__PURE__ */ define<Endpoints['updateProperty']>(
  'PATCH',
  '/api/v1/properties/{id}',
  ['manager'],
);

/** Deletes a property with its units, divisions and leads: 200. */
export const deleteProperty = /* @__PURE__ */ define<Endpoints['deleteProperty']>(
  'DELETE',
  '/api/v1/properties/{id}',
  ['manager'],
);

/** The property's units, PROCESSING ones included: 200. */
export const listPropertyUnits = /* @__PURE__ */ define<Endpoints['listPropertyUnits']>(
  'GET',
  '/api/v1/properties/{id}/units',
  ['manager'],
);

/** The property's sub-divisions: 200. */
export const listDivisions = /* @__PURE__ */ define<Endpoints['listDivisions']>(
  'GET',
  '/api/v1/properties/{id}/divisions',
  ['manager'],
);

/** Adds a division to a property: 201 returns it. */
export const createDivision = /* @__PURE__ */ define<Endpoints['createDivision']>(
  'POST',
  '/api/v1/properties/{id}/divisions',
  ['manager'],
);

/** Removes a division: 200. */
export const deleteDivision = /* @__PURE__ */ define<Endpoints['deleteDivision']>(
  'DELETE',
  '/api/v1/property-divisions/{id}',
  ['manager'],
);

/** Replaces the property's lease text the assistant answers from: 200; 413 beyond 2,000,000 characters. */
export const uploadLease = /* @__PURE__ */ define<Endpoints['uploadLease']>(
  'POST',
  '/api/v1/embeddings/properties/{id}/lease',
  ['manager'],
);

/**
 * Reads a lease file's text for review (PDF, .docx or plain text), storing nothing: pass the
 * File as the body, sent as it is. 200 with the text; 400 or 413 with a sentence to show.
 */
export const extractLeaseText = /* @__PURE__ */ define<Endpoints['extractLeaseText']>(
  'POST',
  '/api/v1/properties/{id}/lease-file-text',
  ['manager'],
);

/** Imports a listing URL as a property, or as a unit of propertyId: 200 returns the id to poll; 402 over the unit quota. */
export const importListing = /* @__PURE__ */ define<Endpoints['importListing']>(
  'POST',
  '/api/v1/import-listing',
  ['manager'],
);
