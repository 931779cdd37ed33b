import Type, { type Static } from 'typebox';
import { DateTime, Id, Nullable, SingleLine } from './common.ts';

/** Most busy calendars one person may have. */
export const MAX_CALENDAR_SOURCES_PER_PERSON = 5;

/**
 * A calendar's secret iCalendar address: http(s), or webcal (read as https). Its length is
 * capped; whether it answers a calendar is learnt by reading it.
 */
export const CalendarSourceUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^\\s*(?:[hH][tT][tT][pP][sS]?|[wW][eE][bB][cC][aA][lL][sS]?)://[^\\s]+\\s*$',
  description: 'https://, http:// or webcal:// (read as https)',
});

/**
 * A busy-time source: one calendar whose busy times block viewing slots of the manager
 * (no agent) or one of their leasing agents. Its address is a credential: only a hint of it
 * is ever shown again.
 */
export const CalendarSourceSchema = Type.Object({
  id: Id,
  leasingAgentId: Nullable(Id),
  name: Type.String(),
  /** The host and a masked path: 'calendar.google.com/…/basic.ics'. */
  urlHint: Type.String(),
  /** The last attempt to read it; null before the first. */
  fetchedAt: Nullable(DateTime),
  /** The last successful read: the age of the busy times in use. */
  succeededAt: Nullable(DateTime),
  /** Why the last attempt failed, in a sentence; null after a success. */
  error: Nullable(Type.String()),
  /** Busy times of the copy in use (the coming weeks). */
  busyCount: Type.Integer(),
});
export type CalendarSource = Static<typeof CalendarSourceSchema>;

/** One person's busy calendars: the manager's own ('You', no agent) or an agent's. */
export const CalendarSourceOwnerSchema = Type.Object({
  leasingAgentId: Nullable(Id),
  name: Type.String(),
  sources: Type.Array(CalendarSourceSchema),
});
export type CalendarSourceOwner = Static<typeof CalendarSourceOwnerSchema>;

export const CreateCalendarSourceSchema = Type.Object(
  {
    leasingAgentId: Nullable(Id),
    name: SingleLine({ minLength: 1, maxLength: 80, nonBlank: true }),
    url: CalendarSourceUrl,
  },
  { additionalProperties: false },
);
export type CreateCalendarSource = Static<typeof CreateCalendarSourceSchema>;
