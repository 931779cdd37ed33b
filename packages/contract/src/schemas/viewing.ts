import { LEAD_STATUSES, VIEWING_OUTCOMES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';

/** A booked viewing as the manager's agenda shows it, with the prospect's answers at hand. */
export const ViewingSchema = Type.Object({
  id: Id,
  startsAt: DateTime,
  endsAt: DateTime,
  /** The property's zone: show the time as it is there. */
  timeZone: Type.String(),
  property: Type.Object({ id: Id, address: Type.String(), name: Nullable(Type.String()) }),
  unit: Nullable(Type.Object({ id: Id, label: Type.String() })),
  leasingAgent: Nullable(Type.Object({ id: Id, name: Type.String() })),
  /** When the prospect confirmed from a reminder; null until then. */
  confirmedAt: Nullable(DateTime),
  /** How it went, as its agent marked it afterwards; null until marked. */
  outcome: Nullable(Enum(VIEWING_OUTCOMES)),
  /** A place in an open-house time rather than a viewing of its own. */
  openHouse: Type.Boolean(),
  lead: Type.Object({
    id: Id,
    name: Nullable(Type.String()),
    email: Type.String(),
    phone: Nullable(Type.String()),
    status: Enum(LEAD_STATUSES),
    moveInDate: Nullable(Type.String()),
    monthlyIncome: Nullable(Type.Number()),
    totalResidents: Nullable(Type.Integer()),
    pets: Nullable(Type.Boolean()),
    smoking: Nullable(Type.Boolean()),
  }),
});
export type Viewing = Static<typeof ViewingSchema>;

export const ViewingListQuerySchema = Type.Object(
  {
    /** From this instant (default: now). */
    from: Type.Optional(DateTime),
    /** Up to this instant (default: 14 days after `from`; at most 92 days after it). */
    to: Type.Optional(DateTime),
    propertyId: Type.Optional(Id),
    leasingAgentId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const BookLeadViewingSchema = Type.Object(
  { datetime: DateTime },
  { additionalProperties: false },
);

export const ReassignViewingSchema = Type.Object(
  {
    /** The agent who shows it now; null: the manager. */
    leasingAgentId: Nullable(Id),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ReassignViewing = Static<typeof ReassignViewingSchema>;

export const ViewingOutcomeBodySchema = Type.Object(
  {
    /** SHOWN: the prospect came; NO_SHOW: they did not (they are offered a new time, once). */
    outcome: Enum(VIEWING_OUTCOMES),
  },
  { additionalProperties: false },
);
export type ViewingOutcomeBody = Static<typeof ViewingOutcomeBodySchema>;
