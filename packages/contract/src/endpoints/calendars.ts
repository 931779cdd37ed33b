import Type from 'typebox';
import { endpoint } from '../define.ts';
import { CalendarFeedSchema } from '../schemas/calendar-feed.ts';
import { Id, IdParams, Nullable, Ok } from '../schemas/common.ts';

export const listCalendarFeeds = endpoint({
  method: 'GET',
  path: '/api/v1/calendar-feeds',
  auth: ['manager'],
  summary:
    "The manager's and each leasing agent's calendar subscription (iCalendar) of viewings: whether it has an address, and since when. The address itself is shown once, when made.",
  responses: { 200: Type.Array(CalendarFeedSchema) },
});

export const createCalendarFeed = endpoint({
  method: 'POST',
  path: '/api/v1/calendar-feeds',
  auth: ['manager'],
  summary:
    "Makes the private subscription address of the manager's viewings (leasingAgentId null) or one of their agents' (404 for another manager's agent). Any earlier address of that person stops working. 201 with the address, shown only now: only a hash of its token is kept.",
  body: Type.Object({ leasingAgentId: Nullable(Id) }, { additionalProperties: false }),
  responses: { 201: Type.Object({ id: Id, url: Type.String() }) },
});

export const revokeCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/api/v1/calendar-feeds/{id}',
  auth: ['manager'],
  summary:
    'Stops a calendar subscription address: calendars subscribed to it get 404 from now on (404 when it is not one of the manager’s).',
  params: IdParams,
  responses: { 200: Ok },
});

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/api/v1/calendar-feeds/{token}/viewings.ics',
  auth: ['public'],
  summary:
    'The viewings of a calendar subscription as iCalendar (RFC 5545, text/calendar), for Google Calendar, Outlook and Apple Calendar: each viewing of the last 30 days and the next year, times in UTC, one stable UID per viewing and a SEQUENCE that grows when it moves; a viewing cancelled in the last 30 days as STATUS:CANCELLED. The token in the path is the credential (404 when unknown or revoked).',
  params: Type.Object({
    token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
  responses: { 200: Type.String({ description: 'text/calendar' }) },
});
