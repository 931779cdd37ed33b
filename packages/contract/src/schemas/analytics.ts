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

/** The month the trend ends with, as 'MM-DD-YYYY' (any day of it). */
export const AnalyticsTrendQuerySchema = Type.Object({ endDate: UsDate });
export type AnalyticsTrendQuery = Static<typeof AnalyticsTrendQuerySchema>;

/**
 * One month of leads as a funnel: chats started that month, how many of them finished
 * pre-screening, how many booked a viewing (each lead's status now) and how many came to one
 * (a viewing marked shown); and the viewings that took place that month by how they went.
 */
export const AnalyticsMonthSchema = Type.Object({
  month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: "'YYYY-MM'" }),
  chats: Count,
  preScreened: Count,
  viewingsBooked: Count,
  /** The month's leads with a viewing marked shown: the funnel's "Viewing held". */
  viewingsHeld: Count,
  /** Viewings starting this month marked shown. */
  viewingsShown: Count,
  /** Viewings starting this month marked no-show. */
  noShows: Count,
  /** Viewings that would have started this month, cancelled (by the prospect or the manager). */
  viewingsCancelled: Count,
});
export type AnalyticsMonth = Static<typeof AnalyticsMonthSchema>;

/** Twelve months, oldest first, the last being the month of endDate. */
export const AnalyticsTrendSchema = Type.Object({ months: Type.Array(AnalyticsMonthSchema) });
export type AnalyticsTrend = Static<typeof AnalyticsTrendSchema>;
