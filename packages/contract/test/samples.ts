import type { TSchema } from 'typebox';
import { endpoints } from '../src/index.ts';
import { uuid } from './helpers.ts';

/** One row of the sample table: a value the schema must accept or refuse, and why. */
export interface Sample {
  schema: TSchema;
  label: string;
  value: unknown;
  valid: boolean;
}

const e = endpoints;
const day = { enabled: true, times: [{ openTime: '9:00', closeTime: '17:00' }] };
const closed = { enabled: false, times: [] };
const week = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: closed,
  sunday: closed,
};

const signup = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', unitsManaged: 12 };
const agent = {
  firstName: 'Bo',
  lastName: 'Ray',
  email: 'bo@example.com',
  phone: '5125550100',
};
const demo = {
  firstName: 'Cy',
  lastName: 'Dee',
  email: 'cy@example.com',
  numDoors: 3,
  propertyId: uuid(1),
  unitId: uuid(2),
  url: 'https://porchlight.example/demo?propertyId=1',
};
/** Every character that ends a line for some reader (CRLF too). */
const LINE_BREAKS = ['\r', '\n', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];
const without = <T extends object>(value: T, field: keyof T) => {
  const copy: Partial<T> = { ...value };
  delete copy[field];
  return copy;
};

const table = (
  schema: TSchema | undefined,
  rows: [label: string, value: unknown, valid: boolean][],
): Sample[] => {
  if (!schema) throw new Error('sample table for a schema that does not exist');
  return rows.map(([label, value, valid]) => ({ schema, label, value, valid }));
};

/** Table-driven samples for the bodies and queries that guard the most. */
export const SAMPLES: Sample[] = [
  ...table(e.signup.body, [
    ['signup: a complete form', signup, true],
    ['signup: zero doors', { ...signup, unitsManaged: 0 }, true],
    ['signup: without firstName', without(signup, 'firstName'), false],
    ['signup: unitsManaged -1', { ...signup, unitsManaged: -1 }, false],
    ['signup: unitsManaged 1.5', { ...signup, unitsManaged: 1.5 }, false],
    ['signup: a bad email', { ...signup, email: 'ann@' }, false],
    ['signup: a blank firstName', { ...signup, firstName: '   ' }, false],
    ['signup: an unknown extra field', { ...signup, isAdmin: true }, false],
  ]),
  ...table(e.login.body, [
    ['login: an email', { email: 'ann@example.com' }, true],
    ['login: no email', {}, false],
  ]),
  ...table(e.createLeasingAgent.body, [
    ['leasing agent: all four fields', agent, true],
    ['leasing agent: an 11-digit phone', { ...agent, phone: '15125550100' }, true],
    ['leasing agent: missing phone', without(agent, 'phone'), false],
    ['leasing agent: an unnormalised phone', { ...agent, phone: '(512) 555-0100' }, false],
    [
      'leasing agent: a phone starting with 1 in 10 digits',
      { ...agent, phone: '1125550100' },
      false,
    ],
  ]),
  ...table(e.updateLeasingAgent.body, [
    ['leasing agent PATCH: one field', { firstName: 'Bob' }, true],
    ['leasing agent PATCH: nothing', {}, false],
  ]),
  ...table(e.sendPropertyInterestMessage.body, [
    ['message: a question', { message: 'Are cats allowed?' }, true],
    ['message: 4000 characters', { message: 'a'.repeat(4000) }, true],
    ['message: empty', { message: '' }, false],
    ['message: only whitespace', { message: ' \n\t ' }, false],
    ['message: 4001 characters', { message: 'a'.repeat(4001) }, false],
  ]),
  ...table(e.createDemoInterest.body, [
    ['demo interest: a complete form', demo, true],
    ['demo interest: numDoors 0', { ...demo, numDoors: 0 }, false],
    ['demo interest: a bad email', { ...demo, email: 'not-an-email' }, false],
    ['demo interest: without url', without(demo, 'url'), false],
    ['demo interest: a propertyId that is not a UUID', { ...demo, propertyId: '42' }, false],
  ]),
  ...table(e.createProperty.body, [
    ['property: address and type', { address: '1 Main St', type: 'DUPLEX' }, true],
    ['property: an unknown type', { address: '1 Main St', type: 'CASTLE' }, false],
    ['property: without address', { type: 'DUPLEX' }, false],
    ['property: an unknown extra field', { address: '1 Main St', type: 'DUPLEX', x: 1 }, false],
  ]),
  ...table(e.updateProperty.body, [
    ['property PATCH: amenities', { amenities: 'POOL,CATS' }, true],
    ['property PATCH: leasingAgentId null', { leasingAgentId: null }, true],
    ['property PATCH: an unknown amenity', { amenities: 'POOL,MOAT' }, false],
    [
      'property PATCH: amenities padded with repeats',
      { amenities: `${'POOL,'.repeat(40)}POOL` },
      false,
    ],
    ['property PATCH: nothing', {}, false],
  ]),
  ...table(e.tenantInterestAnalytics.query, [
    ['analytics: MM-DD-YYYY', { startDate: '01-01-2024', endDate: '01-31-2024' }, true],
    ['analytics: an ISO date', { startDate: '2024-01-01', endDate: '01-31-2024' }, false],
    ['analytics: month 13', { startDate: '13-01-2024', endDate: '01-31-2024' }, false],
  ]),
  ...table(e.checkout.query, [
    ['checkout: one unit', { quantity: 1 }, true],
    ['checkout: quantity 0', { quantity: 0 }, false],
  ]),
  ...table(e.createUnit.body, [
    ['unit: number and property only', { propertyId: uuid(), unitNumber: '2B' }, true],
    ['unit: half bathrooms', { propertyId: uuid(), unitNumber: '2B', bathrooms: 1.5 }, true],
    [
      'unit: a YouTube link',
      { propertyId: uuid(), unitNumber: '2B', videoLink: 'youtu.be/x1' },
      true,
    ],
    [
      // The YouTube rule is the server's (domain isValidVideoLink, with the spec's message).
      'unit: a video link of 501 characters',
      { propertyId: uuid(), unitNumber: '2B', videoLink: `https://youtu.be/${'a'.repeat(484)}` },
      false,
    ],
    ['unit: bedrooms 1.25', { propertyId: uuid(), unitNumber: '2B', bedrooms: 1.25 }, false],
    ['unit: a negative price', { propertyId: uuid(), unitNumber: '2B', monthlyPrice: -5 }, false],
    ['unit: without unitNumber', { propertyId: uuid() }, false],
    ['unit: a unit number of only spaces', { propertyId: uuid(), unitNumber: '  ' }, false],
    ['unit: a unit number with a tab', { propertyId: uuid(), unitNumber: '2B\tRear' }, true],
    [
      'unit: a description of paragraphs',
      { propertyId: uuid(), unitNumber: '2B', description: LINE_BREAKS.join('Sunny.') },
      true,
    ],
  ]),
  // A one-line field refuses every line-breaking character, not only CR and LF.
  ...LINE_BREAKS.flatMap((gap) => [
    ...table(e.createUnit.body, [
      [
        `unit: a unit number with ${JSON.stringify(gap)}`,
        { propertyId: uuid(), unitNumber: `2B${gap}x` },
        false,
      ],
    ]),
    ...table(e.createProperty.body, [
      [
        `property: an address with ${JSON.stringify(gap)}`,
        { address: `1 Main St${gap}x`, type: 'DUPLEX' },
        false,
      ],
    ]),
    ...table(e.updateProperty.body, [
      [`property PATCH: a name with ${JSON.stringify(gap)}`, { name: `Elm${gap}x` }, false],
    ]),
    ...table(e.signup.body, [
      [
        `signup: a firstName with ${JSON.stringify(gap)}`,
        { ...signup, firstName: `Ann${gap}x` },
        false,
      ],
    ]),
  ]),
  ...table(e.updateUser.body, [
    ['user PATCH: scheduleViewing only', { scheduleViewing: 'TEXT' }, true],
    ['user PATCH: a whole week', { viewingDays: week, viewingDuration: 45 }, true],
    ['user PATCH: a week missing sunday', { viewingDays: without(week, 'sunday') }, false],
    [
      'user PATCH: a time 25:00',
      {
        viewingDays: {
          ...week,
          monday: { enabled: true, times: [{ openTime: '25:00', closeTime: '26:00' }] },
        },
      },
      false,
    ],
    ['user PATCH: viewingDuration 20', { viewingDuration: 20 }, false],
    ['user PATCH: webhookURL cleared', { webhookURL: '' }, true],
    ['user PATCH: a webhookURL that is not http', { webhookURL: 'ftp://x.example' }, false],
    ['user PATCH: email is not editable', { email: 'new@example.com' }, false],
    ['user PATCH: jobTitle list', { jobTitle: 'INVESTOR,DEVELOPER' }, true],
  ]),
  ...table(e.createAttribute.body, [
    [
      'attribute: text',
      {
        attributeType: 'NOISE_POLICY',
        ownerTable: 'units',
        ownerID: uuid(),
        textContent: 'Quiet after 10pm',
      },
      true,
    ],
    [
      'attribute: numeric',
      {
        attributeType: 'MOVE_OUT_NOTICE_PERIOD',
        ownerTable: 'users',
        ownerID: uuid(),
        numericValue: 30,
      },
      true,
    ],
    [
      'attribute: neither value',
      { attributeType: 'NOISE_POLICY', ownerTable: 'units', ownerID: uuid() },
      false,
    ],
    [
      'attribute: an unknown owner table',
      { attributeType: 'NOISE_POLICY', ownerTable: 'tenants', ownerID: uuid(), textContent: 'x' },
      false,
    ],
    [
      'attribute: an unknown type',
      { attributeType: 'PARTY_POLICY', ownerTable: 'units', ownerID: uuid(), textContent: 'x' },
      false,
    ],
  ]),
  ...table(e.listUnitAttributes.query, [
    ['attributes query: two types', { attributes: 'NOISE_POLICY,RENTAL_LENGTH' }, true],
    ['attributes query: an unknown type', { attributes: 'NOISE_POLICY,NOPE' }, false],
  ]),
  ...table(e.createWorkflowRun.body, [
    [
      'workflow run: a late-rent notice',
      {
        type: 'OVERDUE_RENT_REMINDER',
        variables: {
          tenantName: 'Ann',
          amountDue: 1200,
          forwardingAddress: false,
          textLength: 'SHORT',
        },
      },
      true,
    ],
    ['workflow run: an unknown type', { type: 'POEM', variables: {} }, false],
    [
      'workflow run: a nested variable',
      { type: 'ROI_CALCULATION', variables: { noi: { a: 1 } } },
      false,
    ],
    [
      'workflow run: a field id that is not an identifier',
      { type: 'ROI_CALCULATION', variables: { 'no i': 1 } },
      false,
    ],
  ]),
  ...table(e.listWorkflowRuns.query, [
    ['workflow runs page: defaults', {}, true],
    ['workflow runs page: limit 101', { limit: 101 }, false],
    ['workflow runs page: offset -1', { offset: -1 }, false],
  ]),
  ...table(e.startPropertyInterest.body, [
    [
      'start chat: email, property and unit',
      { email: 'p@example.com', propertyId: uuid(1), unitId: uuid(2) },
      true,
    ],
    ['start chat: without email', { propertyId: uuid(1), unitId: uuid(2) }, false],
  ]),
  ...table(e.scheduleViewing.body, [
    [
      'viewing: an ISO time',
      { datetime: '2024-05-01T14:30:00Z', propertyId: uuid(1), unitId: uuid(2) },
      true,
    ],
    ['viewing: a bare time', { datetime: '2:30 PM', propertyId: uuid(1), unitId: uuid(2) }, false],
  ]),
  ...table(e.requestCall.body, [
    ['call: digits', { propertyId: uuid(1), unitId: uuid(2), phone: '5125550100' }, true],
    [
      'call: a formatted phone',
      { propertyId: uuid(1), unitId: uuid(2), phone: '512-555-0100' },
      false,
    ],
  ]),
  ...table(e.createTenant.body, [
    ['tenant: no phone', { firstName: 'Di', lastName: 'Eve', email: 'di@example.com' }, true],
    [
      'tenant: phone null',
      { firstName: 'Di', lastName: 'Eve', email: 'di@example.com', phone: null },
      true,
    ],
    ['tenant: without email', { firstName: 'Di', lastName: 'Eve' }, false],
  ]),
  ...table(e.authCallback.query, [
    ['callback: token and email', { token: 'a'.repeat(43), email: 'ann@example.com' }, true],
    [
      'callback: a token with a quote',
      { token: `${'a'.repeat(42)}'`, email: 'ann@example.com' },
      false,
    ],
  ]),
  ...table(e.uploadLease.body, [
    ['lease: some text', { text: 'The tenant shall...' }, true],
    ['lease: empty', { text: '' }, false],
    ['lease: 2,000,001 characters', { text: 'a'.repeat(2_000_001) }, false],
  ]),
];
