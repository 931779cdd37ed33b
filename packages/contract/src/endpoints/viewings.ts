import Type from 'typebox';
import { ApiErrorSchema, endpoint } from '../define.ts';
import { IdParams, Ok, PropertyIdParams } from '../schemas/common.ts';
import {
  BookLeadViewingSchema,
  ReassignViewingSchema,
  ViewingListQuerySchema,
  ViewingOutcomeBodySchema,
  ViewingSchema,
} from '../schemas/viewing.ts';
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
    'Books a viewing for the prospect. 400 when the time is in the past or outside open hours; 409 when it overlaps a viewing already booked, or when the manager arranges viewings by text (scheduleViewing TEXT: the prospect asks in the chat and the manager books). Moves the lead to SCHEDULING_COMPLETE.',
  params: PropertyIdParams,
  body: ScheduleViewingSchema,
  responses: { 200: Ok, 409: ApiErrorSchema },
});

export const listViewings = endpoint({
  method: 'GET',
  path: '/api/v1/viewings',
  auth: ['manager'],
  summary:
    "The manager's agenda: booked viewings from `from` (default now) to `to` (default 14 days later, at most 92), soonest first, optionally for one property or leasing agent, each with the prospect's pre-screening answers.",
  query: ViewingListQuerySchema,
  responses: { 200: Type.Array(ViewingSchema) },
});

export const bookLeadViewing = endpoint({
  method: 'POST',
  path: '/api/v1/leads/{id}/viewing',
  auth: ['manager'],
  summary:
    "The manager books the lead's viewing, or moves it (the same calendar event, updated): for a time agreed by phone, a TEXT-mode request confirmed, or a reschedule. Any future time within the booking horizon, even outside the viewing hours; 409 when it overlaps another viewing of the property. The prospect is told in the chat and e-mailed an invitation; open viewing requests of the lead are marked booked.",
  params: IdParams,
  body: BookLeadViewingSchema,
  responses: { 200: ViewingSchema, 409: ApiErrorSchema },
});

export const cancelViewing = endpoint({
  method: 'DELETE',
  path: '/api/v1/viewings/{id}',
  auth: ['manager'],
  summary:
    'Cancels a booked viewing: the prospect is told in the chat and e-mailed a cancellation that removes it from their calendar; the lead goes back to PRE_SCREENING_COMPLETE.',
  params: IdParams,
  responses: { 200: Ok },
});

export const reassignViewing = endpoint({
  method: 'PATCH',
  path: '/api/v1/viewings/{id}',
  auth: ['manager'],
  summary:
    "Gives a booked viewing to another of the manager's leasing agents (or to the manager, null): 409 when they are booked or busy then. The new person gets the invitation and the viewing in their subscription, the one before is told it is off their calendar, and the prospect is told who will meet them.",
  params: IdParams,
  body: ReassignViewingSchema,
  responses: { 200: ViewingSchema, 409: ApiErrorSchema },
});

export const markViewingOutcome = endpoint({
  method: 'PUT',
  path: '/api/v1/viewings/{id}/outcome',
  auth: ['manager'],
  summary:
    "Marks how a viewing went, once it has started: SHOWN or NO_SHOW (409 before its start). The first marking as a no-show sends the prospect a kind follow-up offering a new time (on their conversation's channel) and puts the lead back to PRE_SCREENING_COMPLETE; marking again only changes the outcome. 404 for a viewing of another manager's property.",
  params: IdParams,
  body: ViewingOutcomeBodySchema,
  responses: { 200: ViewingSchema, 409: ApiErrorSchema },
});
