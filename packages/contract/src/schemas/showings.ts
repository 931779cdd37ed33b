import { SHOWING_MODES, VIEWING_ASSIGNMENTS } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id } from './common.ts';

/** An open-house time of a property, with how many places are booked. */
export const OpenHouseSchema = Type.Object({
  id: Id,
  startsAt: DateTime,
  endsAt: DateTime,
  capacity: Type.Integer({ minimum: 1 }),
  booked: Type.Integer({ minimum: 0 }),
});
export type OpenHouse = Static<typeof OpenHouseSchema>;

/** How a property's viewings happen, and who shows them. */
export const ShowingsSchema = Type.Object({
  showingMode: Enum(SHOWING_MODES),
  viewingAssignment: Enum(VIEWING_ASSIGNMENTS),
  /** The leasing agents who show the property (the round robin takes turns among them). */
  agentIds: Type.Array(Id),
  /** Open-house times from now on, soonest first. */
  openHouses: Type.Array(OpenHouseSchema),
  /** The zone its times are in: the property's own, else the server's TIMEZONE. */
  timeZone: Type.String({ maxLength: 64 }),
});
export type Showings = Static<typeof ShowingsSchema>;

export const UpdateShowingsSchema = Type.Object(
  {
    showingMode: Enum(SHOWING_MODES),
    viewingAssignment: Enum(VIEWING_ASSIGNMENTS),
    agentIds: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type UpdateShowings = Static<typeof UpdateShowingsSchema>;

export const CreateOpenHouseSchema = Type.Object(
  {
    startsAt: DateTime,
    endsAt: DateTime,
    capacity: Type.Integer({ minimum: 1, maximum: 200 }),
  },
  { additionalProperties: false },
);
export type CreateOpenHouse = Static<typeof CreateOpenHouseSchema>;

/** A time when nobody can show the property (booked, or busy in someone's calendar). */
export const UnavailableSchema = Type.Object({ start: DateTime, end: DateTime });

/** An open-house time as the chat's picker offers it. */
export const OpenHouseSlotSchema = Type.Object({
  start: DateTime,
  end: DateTime,
  placesLeft: Type.Integer({ minimum: 0 }),
});
