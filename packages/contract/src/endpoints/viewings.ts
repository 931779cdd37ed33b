import { ApiErrorSchema, endpoint } from '../define.ts';
import { Ok, PropertyIdParams } from '../schemas/common.ts';
import { ScheduleViewingSchema, ViewingHoursSchema } from '../schemas/viewing-days.ts';

export const getViewingHours = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{propertyId}/viewing-hours',
  auth: ['public'],
  summary: "The appointment availability of the property's manager, for the chat's time picker.",
  params: PropertyIdParams,
  responses: { 200: ViewingHoursSchema },
});

export const scheduleViewing = endpoint({
  method: 'POST',
  path: '/api/v1/tenant-interests/{propertyId}/schedule-viewing',
  auth: ['tenant'],
  summary:
    'Books a viewing for the prospect. 400 when the time is in the past or outside open hours; 409 when it overlaps a viewing already booked. Moves the lead to SCHEDULING_COMPLETE.',
  params: PropertyIdParams,
  body: ScheduleViewingSchema,
  responses: { 200: Ok, 409: ApiErrorSchema },
});
