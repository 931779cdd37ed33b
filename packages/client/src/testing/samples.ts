import type {
  AdminTenantInterest,
  ApiError,
  Attribute,
  Conversation,
  ConversationMessage,
  LeadPageRow,
  LeadRow,
  LeasingAgent,
  PhoneCall,
  PotentialTenant,
  Property,
  ResidentConversationItem,
  Tenant,
  TenantLease,
  TenantPropertyInterest,
  Unit,
  User,
  ViewingHours,
  WorkflowRun,
} from '@porchlight/contract';
import { defaultViewingDays } from '@porchlight/domain';

/** The ids the samples point at each other with (a unit's property is the sample property). */
export const SAMPLE_IDS = {
  user: '11111111-1111-4111-8111-111111111111',
  run: '22222222-2222-4222-8222-222222222222',
  conversation: '33333333-3333-4333-8333-333333333333',
  property: '44444444-4444-4444-8444-444444444444',
  unit: '55555555-5555-4555-8555-555555555555',
  lead: '66666666-6666-4666-8666-666666666666',
  potentialTenant: '77777777-7777-4777-8777-777777777777',
  leasingAgent: '88888888-8888-4888-8888-888888888888',
  attribute: '99999999-9999-4999-8999-999999999999',
  tenant: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  tenantLease: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  phoneCall: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
} as const;

const CREATED_AT = '2026-01-01T10:00:00.000Z';

/**
 * Typed sample records, one builder per contract type tests use most. Each returns a
 * whole valid record (what the server would send) with the overrides applied on top.
 *
 * @example
 * fakeApi({ getProperty: { status: 200, body: sample.property({ address: '9 Elm St' }) } });
 */
export const sample = {
  /** A UUID numbered `n`, for lists that need distinct ids. */
  id: (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,

  /** The body of every error status. */
  apiError: (code = 'INTERNAL', message = 'Something went wrong.'): ApiError => ({
    error: { code, message },
  }),

  /** A verified manager with the server's defaults. */
  user: (overrides: Partial<User> = {}): User => ({
    id: SAMPLE_IDS.user,
    email: 'manager@example.com',
    status: 'VERIFIED',
    firstName: 'Mary',
    lastName: 'Manager',
    phone: null,
    webhookURL: null,
    scheduleViewing: 'CALENDAR',
    viewingDuration: 30,
    viewingDays: defaultViewingDays(),
    notificationMode: 'IMMEDIATE',
    listingEmailId: 'k3y9x',
    mailDomain: 'leads.example.test',
    isAdmin: false,
    locationCity: '',
    locationState: '',
    locationCountry: '',
    foundUs: null,
    otherFoundUs: '',
    jobTitle: '',
    propertiesManaged: 0,
    unitsManaged: 0,
    yearsInBusiness: 0,
    currentSoftware: '',
    employeesVA: 0,
    employeesPM: 0,
    ...overrides,
  }),

  /** A claimed multi-family property of the sample user, no pet limits set. */
  property: (overrides: Partial<Property> = {}): Property => ({
    id: SAMPLE_IDS.property,
    userId: SAMPLE_IDS.user,
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
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  }),

  /** A claimed, available apartment of the sample property. */
  unit: (overrides: Partial<Unit> = {}): Unit => ({
    id: SAMPLE_IDS.unit,
    propertyId: SAMPLE_IDS.property,
    unitNumber: '4B',
    type: 'APARTMENT',
    status: 'CLAIMED',
    availability: 'AVAILABLE',
    currency: 'USD',
    sizeSqft: -1,
    bedrooms: 2,
    bathrooms: 1,
    monthlyPrice: 1850,
    description: null,
    customId: null,
    videoLink: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  }),

  leasingAgent: (overrides: Partial<LeasingAgent> = {}): LeasingAgent => ({
    id: SAMPLE_IDS.leasingAgent,
    userId: SAMPLE_IDS.user,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '5551234567',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  }),

  /** A policy value of the sample property. */
  attribute: (overrides: Partial<Attribute> = {}): Attribute => ({
    id: SAMPLE_IDS.attribute,
    attributeType: 'RENTAL_LENGTH',
    ownerTable: 'properties',
    ownerID: SAMPLE_IDS.property,
    textContent: 'LONG_TERM',
    numericValue: null,
    ...overrides,
  }),

  tenant: (overrides: Partial<Tenant> = {}): Tenant => ({
    id: SAMPLE_IDS.tenant,
    firstName: 'Rita',
    lastName: 'Resident',
    email: 'rita@example.com',
    phone: null,
    ...overrides,
  }),

  tenantLease: (overrides: Partial<TenantLease> = {}): TenantLease => ({
    id: SAMPLE_IDS.tenantLease,
    tenantId: SAMPLE_IDS.tenant,
    propertyId: SAMPLE_IDS.property,
    unitId: SAMPLE_IDS.unit,
    createdAt: CREATED_AT,
    ...overrides,
  }),

  /** A prospect who has given only an e-mail so far. */
  potentialTenant: (overrides: Partial<PotentialTenant> = {}): PotentialTenant => ({
    id: SAMPLE_IDS.potentialTenant,
    firstName: null,
    lastName: null,
    email: 'pat@example.com',
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
    moveInDate: null,
    createdAt: CREATED_AT,
    ...overrides,
  }),

  /** The sample prospect's interest in the sample property (a lead), in pre-screening. */
  interest: (overrides: Partial<TenantPropertyInterest> = {}): TenantPropertyInterest => ({
    id: SAMPLE_IDS.lead,
    propertyId: SAMPLE_IDS.property,
    unitId: null,
    tenantId: SAMPLE_IDS.potentialTenant,
    conversationId: SAMPLE_IDS.conversation,
    status: 'PRE_SCREENING',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  }),

  /** An interest as the admin list shows it. */
  adminInterest: (overrides: Partial<AdminTenantInterest> = {}): AdminTenantInterest => ({
    ...sample.interest(),
    propertyAddress: '742 Evergreen Terrace',
    tenantEmail: 'pat@example.com',
    tenantName: null,
    ...overrides,
  }),

  phoneCall: (overrides: Partial<PhoneCall> = {}): PhoneCall => ({
    id: SAMPLE_IDS.phoneCall,
    phoneCallId: 'call-1',
    phoneNumber: '5415550100',
    createdAt: CREATED_AT,
    ...overrides,
  }),

  /** A row of GET /api/v1/leads: the sample lead with its prospect and property. */
  lead: (overrides: Partial<LeadRow> = {}): LeadRow => ({
    potentialTenant: sample.potentialTenant(),
    tenantPropertyInterest: sample.interest(),
    property: sample.property(),
    unit: null,
    lastMessageAt: null,
    phoneCalls: [],
    ...overrides,
  }),

  /** A row of a leads page (its property and unit are in the page's lists). */
  leadPageRow: (overrides: Partial<LeadPageRow> = {}): LeadPageRow => ({
    potentialTenant: sample.potentialTenant(),
    tenantPropertyInterest: sample.interest(),
    lastMessageAt: null,
    viewingAt: null,
    timeZone: 'America/Chicago',
    lastViewingOutcome: null,
    phoneCalls: [],
    ...overrides,
  }),

  /** A stored chat message (no id unless given: the widget's own tests number them). */
  message: (overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
    role: 'assistant',
    content: 'Hello! How can I help?',
    createdAt: CREATED_AT,
    ...overrides,
  }),

  /** An empty conversation unless messages are given. */
  conversation: (overrides: Partial<Conversation> = {}): Conversation => ({
    id: SAMPLE_IDS.conversation,
    messages: [],
    ...overrides,
  }),

  /** A Resident Activity row with one message from the resident. */
  residentConversationItem: (
    overrides: Partial<ResidentConversationItem> = {},
  ): ResidentConversationItem => ({
    tenant: { firstName: 'Rita', lastName: 'Resident' },
    property: { address: '742 Evergreen Terrace' },
    unit: { unitNumber: '4B' },
    lastMessage: sample.message({ role: 'user', content: 'Hi' }),
    conversation: { id: SAMPLE_IDS.conversation },
    ...overrides,
  }),

  /** The picker's hours: weekdays 9:00 to 17:00 in New York, half-hour viewings. */
  viewingHours: (overrides: Partial<ViewingHours> = {}): ViewingHours => ({
    viewingDays: defaultViewingDays(),
    scheduleViewing: 'CALENDAR',
    viewingDuration: 30,
    timezone: 'America/New_York',
    showingMode: 'AGENT',
    unavailable: [],
    openHouses: [],
    ...overrides,
  }),

  /** A completed late-rent notice. */
  workflowRun: (overrides: Partial<WorkflowRun> = {}): WorkflowRun => ({
    id: SAMPLE_IDS.run,
    type: 'OVERDUE_RENT_REMINDER',
    status: 'COMPLETED',
    variables: { tenantName: 'Jane Doe', amountDue: 1500, textLength: 'SHORT', medium: 'EMAIL' },
    output: '# Rent reminder\n\nDear **Jane**, your rent is late.',
    summary: 'Late Rent Notice for Jane Doe',
    createdAt: '2026-03-04T15:30:00.000Z',
    ...overrides,
  }),
};
