import type { LeadRow, Property } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';

let counter = 0;

export interface LeadInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  status?: LeadRow['tenantPropertyInterest']['status'];
  moveInDate?: string | null;
  lastMessageAt?: string | null;
  address?: string;
  tenant?: Partial<LeadRow['potentialTenant']>;
  property?: Partial<Property>;
  phoneCalls?: LeadRow['phoneCalls'];
}

/**
 * One lead row as listLeads returns it (sample.lead), each with its own ids and a
 * numbered name unless given: a table test reads rows apart by them.
 */
export function testLead(input: LeadInput = {}): LeadRow {
  counter += 1;
  const tenantId = sample.id(100_000 + counter);
  return sample.lead({
    potentialTenant: sample.potentialTenant({
      id: tenantId,
      firstName: input.firstName === undefined ? `First${counter}` : input.firstName,
      lastName: input.lastName === undefined ? `Last${counter}` : input.lastName,
      email: input.email ?? `lead${counter}@example.com`,
      moveInDate: input.moveInDate ?? null,
      createdAt: '2026-11-01T10:00:00.000Z',
      ...input.tenant,
    }),
    tenantPropertyInterest: sample.interest({
      id: sample.id(counter),
      tenantId,
      conversationId: sample.id(200_000 + counter),
      status: input.status ?? 'PRE_SCREENING',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    }),
    property: sample.property({
      address: input.address ?? '742 Evergreen Terrace',
      ...input.property,
    }),
    lastMessageAt: input.lastMessageAt === undefined ? null : input.lastMessageAt,
    phoneCalls: input.phoneCalls ?? [],
  });
}
