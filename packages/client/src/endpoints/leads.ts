import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's lead rows: 200. */
export const listLeads = /* @__PURE__ */ define<Endpoints['listLeads']>('GET', '/api/v1/leads', [
  'manager',
]);

/** One page of leads, sorted and filtered on the server; pass nextCursor for the next: 200. */
export const listLeadsPage = /* @__PURE__ */ define<Endpoints['listLeadsPage']>(
  'GET',
  '/api/v1/leads/page',
  ['manager'],
);

/** The filtered leads as CSV text, in the page order: 200. */
export const exportLeads = /* @__PURE__ */ define<Endpoints['exportLeads']>(
  'GET',
  '/api/v1/leads/export',
  ['manager'],
);

/** Interest and scheduled-viewing counts for query startDate..endDate (MM-DD-YYYY): 200. */
export const tenantInterestAnalytics = /* @__PURE__ */ define<Endpoints['tenantInterestAnalytics']>(
  'GET',
  '/api/v1/analytics/tenant-interests',
  ['manager'],
);

/** Leads month by month for the twelve months ending with endDate's month (MM-DD-YYYY): 200. */
export const leadTrendAnalytics = /* @__PURE__ */ define<Endpoints['leadTrendAnalytics']>(
  'GET',
  '/api/v1/analytics/lead-trend',
  ['manager'],
);

/** Message counts for query startDate..endDate (MM-DD-YYYY) for the messages stat card: 200. */
export const messageAnalytics = /* @__PURE__ */ define<Endpoints['messageAnalytics']>(
  'GET',
  '/api/v1/analytics/messages',
  ['manager'],
);
