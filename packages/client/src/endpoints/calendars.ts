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
