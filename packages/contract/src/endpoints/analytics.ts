import { endpoint } from '../define.ts';
import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  AnalyticsTrendQuerySchema,
  AnalyticsTrendSchema,
} from '../schemas/analytics.ts';

/*
 * Both calls answer all three counts for the period, so either alone fills the stat cards;
 * the dashboard reads the interest counts from the first and messageCount from the second.
 */

export const tenantInterestAnalytics = endpoint({
  method: 'GET',
  path: '/api/v1/analytics/tenant-interests',
  auth: ['manager'],
  summary:
    "Counts for the manager's properties between startDate and endDate (both inclusive): interests created, viewings scheduled, messages.",
  query: AnalyticsQuerySchema,
  responses: { 200: AnalyticsSchema },
});

export const messageAnalytics = endpoint({
  method: 'GET',
  path: '/api/v1/analytics/messages',
  auth: ['manager'],
  summary: 'The same counts as tenantInterestAnalytics, for the messages stat card.',
  query: AnalyticsQuerySchema,
  responses: { 200: AnalyticsSchema },
});

export const leadTrendAnalytics = endpoint({
  method: 'GET',
  path: '/api/v1/analytics/lead-trend',
  auth: ['manager'],
  summary:
    "The manager's leads month by month for the twelve months ending with endDate's month: chats started, of those how many finished pre-screening and how many booked a viewing.",
  query: AnalyticsTrendQuerySchema,
  responses: { 200: AnalyticsTrendSchema },
});
