import { LAST_VIEWING_OUTCOMES, LEAD_STATUSES, MESSAGE_CHANNELS } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable, SingleLine } from './common.ts';
import { PhoneCallSchema } from './phone-call.ts';
import { PotentialTenantSchema } from './potential-tenant.ts';
import { PropertySchema } from './property.ts';
import { UnitSchema } from './unit.ts';

/** A prospect's interest in one property: the lead, with its conversation and status. */
export const TenantPropertyInterestSchema = Type.Object({
  id: Id,
  propertyId: Id,
  /** null when the chat was opened for the property rather than a unit. */
  unitId: Nullable(Id),
  /** The potential tenant's id. */
  tenantId: Id,
  /** null for a lead that has not chatted yet (e.g. one forwarded by e-mail). */
  conversationId: Nullable(Id),
  status: Enum(LEAD_STATUSES),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type TenantPropertyInterest = Static<typeof TenantPropertyInterestSchema>;

/**
 * An interest as the admin list gives it: with its property's address and the prospect's
 * name and e-mail, so the admin reads names rather than ids.
 */
export const AdminTenantInterestSchema = Type.Intersect([
  TenantPropertyInterestSchema,
  Type.Object({
    propertyAddress: Type.String(),
    tenantEmail: Type.String(),
    tenantName: Nullable(Type.String()),
  }),
]);
export type AdminTenantInterest = Static<typeof AdminTenantInterestSchema>;

/**
 * One row of the leads table. The whole property comes along because Tenant Details
 * compares the lead's pets with its pet rules. `unit` is always present, null when none.
 */
export const LeadRowSchema = Type.Object({
  potentialTenant: PotentialTenantSchema,
  tenantPropertyInterest: TenantPropertyInterestSchema,
  property: PropertySchema,
  unit: Nullable(UnitSchema),
  /** null before the first message. */
  lastMessageAt: Nullable(DateTime),
  phoneCalls: Type.Array(PhoneCallSchema),
});
export type LeadRow = Static<typeof LeadRowSchema>;

/** Columns the paged lead list sorts by (the table's columns, plus when the lead came in). */
export const LEAD_SORTS = [
  'name',
  'moveInDate',
  'status',
  'property',
  'unit',
  'viewing',
  'lastMessage',
  'createdAt',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Filters and order shared by the paged list and the CSV export. */
const leadFilters = {
  /** Sort column; missing values come last in either order; ties by lead id. Default lastMessage. */
  sort: Type.Optional(Enum(LEAD_SORTS)),
  /** Default desc. */
  order: Type.Optional(Enum(['asc', 'desc'] as const)),
  status: Type.Optional(Enum(LEAD_STATUSES)),
  propertyId: Type.Optional(Id),
  unitId: Type.Optional(Id),
  /** Leads that came in at or after this instant. */
  from: Type.Optional(DateTime),
  /** Leads that came in before this instant. */
  to: Type.Optional(DateTime),
  /** Part of the lead's name, e-mail or phone number (case and punctuation ignored). */
  q: Type.Optional(SingleLine({ maxLength: 200 })),
  /**
   * Leads whose conversation answers on this channel: where the prospect last wrote from
   * (CHAT, EMAIL or SMS). A lead without a conversation matches none.
   */
  channel: Type.Optional(Enum(MESSAGE_CHANNELS)),
};

export const LeadExportQuerySchema = Type.Object(leadFilters, { additionalProperties: false });
export type LeadExportQuery = Static<typeof LeadExportQuerySchema>;

export const LeadPageQuerySchema = Type.Object(
  {
    ...leadFilters,
    /** Rows per page, 1–200 (default 50). */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** nextCursor of the previous page, with the same sort, order and filters. */
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type LeadPageQuery = Static<typeof LeadPageQuerySchema>;

/** One lead of a page: its property and unit are in the page's lists, once each. */
export const LeadPageRowSchema = Type.Object({
  potentialTenant: PotentialTenantSchema,
  tenantPropertyInterest: TenantPropertyInterestSchema,
  /** null before the first message. */
  lastMessageAt: Nullable(DateTime),
  /** Start of the lead's latest booked viewing; null when none. */
  viewingAt: Nullable(DateTime),
  /** The IANA zone of the property's clocks (its own, else the server's): times are shown in it. */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  /**
   * How the lead's last viewing ended: SHOWN or NO_SHOW as its agent marked it, CANCELLED;
   * null when it is still ahead, not marked yet, or there is none.
   */
  lastViewingOutcome: Nullable(Enum(LAST_VIEWING_OUTCOMES)),
  phoneCalls: Type.Array(PhoneCallSchema),
});
export type LeadPageRow = Static<typeof LeadPageRowSchema>;

export const LeadPageSchema = Type.Object({
  leads: Type.Array(LeadPageRowSchema),
  /** Every property the page's leads belong to, once. */
  properties: Type.Array(PropertySchema),
  /** Every unit the page's leads name, once. */
  units: Type.Array(UnitSchema),
  /** Pass as cursor for the next page; null on the last page. */
  nextCursor: Nullable(Type.String()),
});
export type LeadPage = Static<typeof LeadPageSchema>;
