import Type, { type Static } from 'typebox';

/** 'MM-DD-YYYY', the spec's analytics date format. */
export const UsDate = Type.String({
  pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  maxLength: 10,
  description: "'MM-DD-YYYY'",
});

/** Both days inclusive, in the manager's calendar; the dashboard sends one calendar month. */
export const AnalyticsQuerySchema = Type.Object({ startDate: UsDate, endDate: UsDate });
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

const Count = Type.Integer({ minimum: 0 });

export const AnalyticsSchema = Type.Object({
  interestCount: Count,
  scheduledViewingCount: Count,
  messageCount: Count,
});
export type Analytics = Static<typeof AnalyticsSchema>;
