import type { LeadRow, Property } from '@porchlight/client';

export const PROPERTY_ID = '44444444-4444-4444-8444-444444444444';

/** A property with no pet limits; override the rules a test is about. */
export function testProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: PROPERTY_ID,
    userId: '11111111-1111-4111-8111-111111111111',
    name: null,
    address: '742 Evergreen Terrace',
    type: 'MULTI_FAMILY',
    status: 'CLAIMED',
    leasingAgentId: null,
    questions: '',
    amenities: '',
    parkingPrice: null,
    description: null,
    customId: null,
    petQuestions: '',
    dogsAllowedCount: 2,
    catsAllowedCount: 2,
    petsAllowedCount: 3,
    restrictedDogBreeds: '',
    maxDogSizeLbs: null,
    timeZone: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface LeadInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  status?: string;
  moveInDate?: string | null;
  lastMessageAt?: string | null;
  address?: string;
  tenant?: Partial<LeadRow['potentialTenant']>;
  property?: Partial<Property>;
  phoneCalls?: LeadRow['phoneCalls'];
}

/** One lead row as GET /api/v1/leads returns it. */
export function testLead(input: LeadInput = {}): LeadRow {
  counter += 1;
  const id = uuid(counter);
  return {
    potentialTenant: {
      id: uuid(100_000 + counter),
      firstName: input.firstName === undefined ? `First${counter}` : input.firstName,
      lastName: input.lastName === undefined ? `Last${counter}` : input.lastName,
      email: input.email ?? `lead${counter}@example.com`,
      phone: null,
      totalResidents: null,
      monthlyIncome: null,
      smoking: null,
      pets: null,
      dogCount: null,
      catCount: null,
      totalPetCount: null,
      dogBreeds: null,
      dogSizeLbs: null,
      emotionalSupportPet: null,
      moveInDate: input.moveInDate ?? null,
      createdAt: '2026-11-01T10:00:00.000Z',
      ...input.tenant,
    },
    tenantPropertyInterest: {
      id,
      propertyId: PROPERTY_ID,
      unitId: null,
      tenantId: uuid(100_000 + counter),
      conversationId: uuid(200_000 + counter),
      status: (input.status ?? 'PRE_SCREENING') as LeadRow['tenantPropertyInterest']['status'],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    property: testProperty({
      address: input.address ?? '742 Evergreen Terrace',
      ...input.property,
    }),
    unit: null,
    lastMessageAt: input.lastMessageAt === undefined ? null : input.lastMessageAt,
    phoneCalls: input.phoneCalls ?? [],
  };
}
