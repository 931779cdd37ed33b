import type { AdminTenantInterest } from '@porchlight/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { potentialTenants, properties, tenantPropertyInterests } from '../../db/schema/index.ts';
import { toInterest } from '../leads/index.ts';

/** Every interest of every account, most recently updated first. */
export async function listAllInterests(db: DbOrTx): Promise<AdminTenantInterest[]> {
  const rows = await db
    .select({
      interest: tenantPropertyInterests,
      propertyAddress: properties.address,
      tenantEmail: potentialTenants.email,
      firstName: potentialTenants.firstName,
      lastName: potentialTenants.lastName,
    })
    .from(tenantPropertyInterests)
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .orderBy(desc(tenantPropertyInterests.updatedAt), asc(tenantPropertyInterests.id));
  return rows.map((row) => ({
    ...toInterest(row.interest),
    propertyAddress: row.propertyAddress,
    tenantEmail: row.tenantEmail,
    tenantName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
  }));
}

/** A prospect identity by id, if any. */
export async function findPotentialTenantById(db: DbOrTx, id: string) {
  const [prospect] = await db.select().from(potentialTenants).where(eq(potentialTenants.id, id));
  return prospect;
}

/** The conversation an interest names now: undefined for no such interest, null for none. */
export async function interestConversationId(
  db: DbOrTx,
  interestId: string,
): Promise<string | null | undefined> {
  const [interest] = await db
    .select({ conversationId: tenantPropertyInterests.conversationId })
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.id, interestId));
  return interest?.conversationId;
}
