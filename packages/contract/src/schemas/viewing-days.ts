import {
  SCHEDULE_VIEWING_MODES,
  SHOWING_MODES,
  VIEWING_DURATIONS,
  WEEKDAYS,
  type Weekday,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';
import { OpenHouseSlotSchema, UnavailableSchema } from './showings.ts';

/** A 24-hour time of day, 'H:MM' or 'HH:MM' (the profile writes '9:00', imports may write '09:00'). */
export const TimeOfDay = Type.String({
  pattern: '^([01]?[0-9]|2[0-3]):[0-5][0-9]$',
  maxLength: 5,
  description: "24-hour time, 'H:MM' or 'HH:MM'",
});

/** One open period of a day. That openTime is before closeTime is checked by the server. */
export const ViewingPeriodSchema = Type.Object(
  { openTime: TimeOfDay, closeTime: TimeOfDay },
  { additionalProperties: false },
);
export type ViewingPeriod = Static<typeof ViewingPeriodSchema>;

/** 48 half-hour periods fill a day, so more can only be a mistake. */
export const ViewingDaySchema = Type.Object(
  { enabled: Type.Boolean(), times: Type.Array(ViewingPeriodSchema, { maxItems: 48 }) },
  { additionalProperties: false },
);
export type ViewingDay = Static<typeof ViewingDaySchema>;

const dayProperties = Object.fromEntries(WEEKDAYS.map((day) => [day, ViewingDaySchema])) as Record<
  Weekday,
  typeof ViewingDaySchema
>;

/**
 * Appointment availability keyed by lowercase weekday. All seven days are always present
 * (the profile edits seven rows; the server fills defaults for a user who never saved).
 */
export const ViewingDaysSchema = Type.Object(dayProperties, { additionalProperties: false });
export type ViewingDays = Static<typeof ViewingDaysSchema>;

export const ScheduleViewingModeSchema = Enum(SCHEDULE_VIEWING_MODES);
/** Appointment length in minutes: 15, 30, 45 or 60. */
export const ViewingDurationSchema = Type.Enum([...VIEWING_DURATIONS]);

/** What the tenant chat's time picker needs: the property owner's availability. */
export const ViewingHoursSchema = Type.Object({
  viewingDays: ViewingDaysSchema,
  scheduleViewing: ScheduleViewingModeSchema,
  viewingDuration: ViewingDurationSchema,
  /**
   * The IANA time zone the hours are in (the property's). The picker turns a chosen slot
   * into an instant in this zone before posting it (not in the spec; added so prospects in
   * another zone book the time the manager means).
   */
  timezone: Type.String({ maxLength: 64 }),
  /**
   * How the property's viewings happen: with OPEN_HOUSE the picker offers `openHouses`
   * instead of slots (not in the spec; added with agents and open houses).
   */
  showingMode: Enum(SHOWING_MODES),
  /**
   * Times within the booking horizon when nobody can show the property (every agent who
   * shows it is booked or busy in their own calendar): slots overlapping them are not
   * offered. Not in the spec; added so real calendars block slots.
   */
  unavailable: Type.Array(UnavailableSchema),
  /** Open-house times ahead with the places left in each (OPEN_HOUSE mode). */
  openHouses: Type.Array(OpenHouseSlotSchema),
});
export type ViewingHours = Static<typeof ViewingHoursSchema>;

/**
 * A viewing request from the tenant chat. `propertyId` repeats the path parameter (the spec
 * sends both); the server answers 400 when they differ.
 */
export const ScheduleViewingSchema = Type.Object(
  {
    datetime: DateTime,
    propertyId: Id,
    unitId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type ScheduleViewing = Static<typeof ScheduleViewingSchema>;
