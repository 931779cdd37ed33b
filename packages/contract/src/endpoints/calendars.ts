import Type from 'typebox';
import { endpoint } from '../define.ts';
import { CalendarFeedSchema } from '../schemas/calendar-feed.ts';
import {
  CalendarSourceOwnerSchema,
  CalendarSourceSchema,
  CreateCalendarSourceSchema,
} from '../schemas/calendar-source.ts';
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

export const listCalendarSources = endpoint({
  method: 'GET',
  path: '/api/v1/calendar-sources',
  auth: ['manager'],
  summary:
    "The busy calendars of the manager ('You', leasingAgentId null) and of each leasing agent, with how the last read went: when, how many busy times, and why it failed. Addresses are shown only as a hint.",
  responses: { 200: Type.Array(CalendarSourceOwnerSchema) },
});

export const createCalendarSource = endpoint({
  method: 'POST',
  path: '/api/v1/calendar-sources',
  auth: ['manager'],
  summary:
    "Adds a busy calendar (a secret iCalendar address: https, http or webcal) for the manager (leasingAgentId null) or one of their agents (404 for another manager's agent), and reads it at once: 201 with the source, its error set when that first read failed. 400 for an address that is not http(s)/webcal or is too long, or past 5 calendars for that person; nothing is saved then.",
  body: CreateCalendarSourceSchema,
  responses: { 201: CalendarSourceSchema },
});

export const refreshCalendarSource = endpoint({
  method: 'POST',
  path: '/api/v1/calendar-sources/{id}/refresh',
  auth: ['manager'],
  summary:
    'Reads a busy calendar now (it is read every 15 minutes anyway): 200 with how it went. A failed read keeps the busy times of the last good one (404 when it is not one of the manager’s).',
  params: IdParams,
  responses: { 200: CalendarSourceSchema },
});

export const deleteCalendarSource = endpoint({
  method: 'DELETE',
  path: '/api/v1/calendar-sources/{id}',
  auth: ['manager'],
  summary:
    'Removes a busy calendar and its busy times: they block no slot from now on (404 when it is not one of the manager’s).',
  params: IdParams,
  responses: { 200: Ok },
});
