import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The property manager's viewing days and hours for the chat's time picker: 200. */
export const getViewingHours = /* @__PURE__ */ define<Endpoints['getViewingHours']>(
  'GET',
  '/api/v1/properties/{propertyId}/viewing-hours',
  ['public'],
);

/** Books a viewing at an ISO datetime: 200; 400 in the past or outside open hours; 409 overlapping a booked one. */
export const scheduleViewing = /* @__PURE__ */ define<Endpoints['scheduleViewing']>(
  'POST',
  '/api/v1/tenant-interests/{propertyId}/schedule-viewing',
  ['tenant'],
);

/** The manager's agenda of booked viewings: 200. */
export const listViewings = /* @__PURE__ */ define<Endpoints['listViewings']>(
  'GET',
  '/api/v1/viewings',
  ['manager'],
);

/** The manager books or moves a lead's viewing: 200 with the viewing, 409 on a clash. */
export const bookLeadViewing = /* @__PURE__ */ define<Endpoints['bookLeadViewing']>(
  'POST',
  '/api/v1/leads/{id}/viewing',
  ['manager'],
);

/** The manager cancels a viewing: 200. */
export const cancelViewing = /* @__PURE__ */ define<Endpoints['cancelViewing']>(
  'DELETE',
  '/api/v1/viewings/{id}',
  ['manager'],
);

/** Gives a booked viewing to another agent (or the manager). */
export const reassignViewing = /* @__PURE__ */ define<Endpoints['reassignViewing']>(
  'PATCH',
  '/api/v1/viewings/{id}',
  ['manager'],
);

/** Marks how a viewing went (SHOWN or NO_SHOW): 200 with the viewing; 409 before it starts. */
export const markViewingOutcome = /* @__PURE__ */ define<Endpoints['markViewingOutcome']>(
  'PUT',
  '/api/v1/viewings/{id}/outcome',
  ['manager'],
);
