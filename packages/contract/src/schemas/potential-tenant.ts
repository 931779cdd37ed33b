import Type, { type Static } from 'typebox';
import { DateTime, Email, Id, Nullable } from './common.ts';

const Count = Nullable(Type.Integer({ minimum: 0 }));

/**
 * A prospect (lead). Everything the assistant learns by pre-screening is null until the
 * prospect answers; only the e-mail is known from the start.
 */
export const PotentialTenantSchema = Type.Object({
  id: Id,
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  email: Email,
  phone: Nullable(Type.String()),
  totalResidents: Count,
  monthlyIncome: Nullable(Type.Number({ minimum: 0 })),
  smoking: Nullable(Type.Boolean()),
  pets: Nullable(Type.Boolean()),
  dogCount: Count,
  catCount: Count,
  totalPetCount: Count,
  /** Comma list of breed codes; breeds outside the restricted list are kept as said. */
  dogBreeds: Nullable(Type.String()),
  dogSizeLbs: Nullable(Type.Number({ minimum: 0 })),
  /** 'ESA' means yes. */
  emotionalSupportPet: Nullable(Type.String()),
  /**
   * 'YYYY-MM-DD', or null when not given. The server never sends the legacy placeholders
   * (0001-01-01, year 0000); clients still treat them as not set.
   */
  moveInDate: Nullable(Type.String({ format: 'date' })),
  createdAt: DateTime,
});
export type PotentialTenant = Static<typeof PotentialTenantSchema>;
