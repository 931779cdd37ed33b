import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's and each agent's calendar subscription: whether it has an address. */
export const listCalendarFeeds = /* @__PURE__ */ define<Endpoints['listCalendarFeeds']>(
  'GET',
  '/api/v1/calendar-feeds',
  ['manager'],
);

/** Makes (or makes anew) a subscription address: 201 with it, shown only now. */
export const createCalendarFeed = /* @__PURE__ */ define<Endpoints['createCalendarFeed']>(
  'POST',
  '/api/v1/calendar-feeds',
  ['manager'],
);

/** Stops a subscription address. */
export const revokeCalendarFeed = /* @__PURE__ */ define<Endpoints['revokeCalendarFeed']>(
  'DELETE',
  '/api/v1/calendar-feeds/{id}',
  ['manager'],
);

/** The iCalendar feed itself (read by calendar apps, not by our front ends): listed for completeness. */
export const getCalendarFeed = /* @__PURE__ */ define<Endpoints['getCalendarFeed']>(
  'GET',
  '/api/v1/calendar-feeds/{token}/viewings.ics',
  ['public'],
);

/** The busy calendars of the manager and of each agent, with how their last read went. */
export const listCalendarSources = /* @__PURE__ */ define<Endpoints['listCalendarSources']>(
  'GET',
  '/api/v1/calendar-sources',
  ['manager'],
);

/** Adds a busy calendar and reads it at once: 201 even when that read failed (its error set). */
export const createCalendarSource = /* @__PURE__ */ define<Endpoints['createCalendarSource']>(
  'POST',
  '/api/v1/calendar-sources',
  ['manager'],
);

/** Reads a busy calendar now; a failure keeps the last good copy. */
export const refreshCalendarSource = /* @__PURE__ */ define<Endpoints['refreshCalendarSource']>(
  'POST',
  '/api/v1/calendar-sources/{id}/refresh',
  ['manager'],
);

/** Removes a busy calendar and its busy times. */
export const deleteCalendarSource = /* @__PURE__ */ define<Endpoints['deleteCalendarSource']>(
  'DELETE',
  '/api/v1/calendar-sources/{id}',
  ['manager'],
);
