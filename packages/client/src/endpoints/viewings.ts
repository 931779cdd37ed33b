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
