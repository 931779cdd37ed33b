import type { LeasingAgent } from '@porchlight/contract';
import type { leasingAgents } from '../../db/schema/index.ts';

export type LeasingAgentRow = typeof leasingAgents.$inferSelect;

export function toLeasingAgent(row: LeasingAgentRow): LeasingAgent {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
