import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import { leasingAgents } from '../../db/schema/index.ts';
import type { LeasingAgentRow } from './leasing-agents.mappers.ts';

const own = (id: string, userId: string) =>
  and(eq(leasingAgents.id, id), eq(leasingAgents.userId, userId));

/** The columns of a leasing agent that a manager writes. */
export interface LeasingAgentFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The manager's leasing agents, oldest first. */
export function listLeasingAgents(db: Reader, userId: string) {
  return db
    .select()
    .from(leasingAgents)
    .where(eq(leasingAgents.userId, userId))
    .orderBy(asc(leasingAgents.createdAt), asc(leasingAgents.id));
}

/** Stores a new leasing agent of the manager. */
export async function insertLeasingAgent(
  db: DbOrTx,
  userId: string,
  fields: LeasingAgentFields,
): Promise<LeasingAgentRow> {
  const [row] = await db
    .insert(leasingAgents)
    .values({ userId, ...fields })
    .returning();
  if (!row) throw new Error('The leasing agent was not stored.');
  return row;
}

/** Sets the given fields of one of the manager's agents; undefined when it is not theirs. */
export async function updateOwnedLeasingAgent(
  db: DbOrTx,
  userId: string,
  agentId: string,
  changes: Partial<LeasingAgentFields>,
): Promise<LeasingAgentRow | undefined> {
  const [row] = await db
    .update(leasingAgents)
    .set({ ...changes, updatedAt: new Date() })
    .where(own(agentId, userId))
    .returning();
  return row;
}

/**
 * Deletes one of the manager's agents; false when it is not theirs. Properties naming the
 * agent fall back to none: the foreign key sets leasing_agent_id null.
 */
export async function deleteOwnedLeasingAgent(
  db: DbOrTx,
  userId: string,
  agentId: string,
): Promise<boolean> {
  const [row] = await db
    .delete(leasingAgents)
    .where(own(agentId, userId))
    .returning({ id: leasingAgents.id });
  return row !== undefined;
}
