import type { AdminTenantInterest } from '@porchlight/client';
import { describe, expect, it } from 'vitest';
import { filterInterests } from './interest-filter.ts';

const interest = (id: string, overrides: Partial<AdminTenantInterest>): AdminTenantInterest => ({
  id,
  propertyId: `prop-${id}`,
  unitId: null,
  tenantId: `tenant-${id}`,
  conversationId: null,
  status: 'PRE_SCREENING',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  propertyAddress: `${id} Main St`,
  tenantEmail: `${id}@example.com`,
  tenantName: null,
  ...overrides,
});

describe('the admin search', () => {
  const list = [
    interest('a', { propertyId: 'AbC-123', updatedAt: '2026-05-01T10:00:00.000Z' }),
    interest('b', {
      propertyAddress: '9 Harbor Way',
      tenantName: 'Pat Lee',
      updatedAt: '2026-05-03T10:00:00.000Z',
    }),
    interest('c', { tenantEmail: 'sam@example.org', updatedAt: '2026-05-02T10:00:00.000Z' }),
  ];

  it('finds a property id case-insensitively, as the spec says, and sorts newest first', () => {
    expect(filterInterests(list, '  abc ').map((i) => i.id)).toEqual(['a']);
    expect(filterInterests(list, '').map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it("also finds an address, a prospect's name or e-mail", () => {
    expect(filterInterests(list, 'harbor').map((i) => i.id)).toEqual(['b']);
    expect(filterInterests(list, 'pat lee').map((i) => i.id)).toEqual(['b']);
    expect(filterInterests(list, 'SAM@').map((i) => i.id)).toEqual(['c']);
    expect(filterInterests(list, 'nothing-here')).toEqual([]);
  });
});
