import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inboundEmails,
  listings,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  users,
} from '../src/db/schema/index.ts';
import { createManager, createTestApp, type TestApp, waitForMail } from './helpers.ts';

const SECRET = 'inbound-secret-0123456789';
const DOMAIN = 'leads.porchlight.test';

/** A Zillow Rental Manager "new contact" e-mail, forwarded by the manager's mail rule. */
const zillowLead = (to: string, messageId: string) =>
  [
    'From: Zillow Rentals <rentalclientservices@zillowrentals.com>',
    'Reply-To: Dana Whitfield <dana.whitfield@example.com>',
    `To: ${to}`,
    'Subject: Dana Whitfield is interested in 41 Maple Avenue, Unit 2B',
    `Message-ID: <${messageId}@mail.zillow.com>`,
    'Date: Mon, 23 Nov 2026 09:12:00 -0500',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="zz"',
    '',
    '--zz',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'New contact for your listing',
    '',
    'Name: Dana Whitfield',
    'Email: dana.whitfield@example.com',
    'Phone: (312) 555-0142',
    '',
    'Message: Hi! Is the unit still available for a January move-in? Do you allow cats?',
    '',
    'Listing: https://www.zillow.com/homedetails/41-Maple-Ave-2B/123456_zpid/?utm_source=email',
    '',
    'Reply to this renter directly from Zillow Rental Manager.',
    '--zz',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>New contact for your listing</p><p><b>Name:</b> Dana Whitfield</p>',
    '--zz--',
    '',
  ].join('\r\n');

/** A Buildium guest card notification, with the property and unit in labelled lines. */
const buildiumLead = (to: string) =>
  [
    'From: Buildium <notifications@managebuilding.com>',
    `To: ${to}`,
    'Subject: New guest card: Marcus Lee',
    'Message-ID: <guestcard-77@managebuilding.com>',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'A new prospect filled out a guest card.',
    '',
    'Name: Marcus Lee',
    'Email: marcus.lee@example.com',
    'Phone: 773-555-0199',
    'Property: 9 Birch Street',
    'Unit: 1A',
    'Comments: Looking for a 1 bedroom, can I see it this weekend?',
    '',
  ].join('\r\n');

let t: TestApp;
let listingEmailId = '';
let managerEmail = '';
let mapleId = '';
let maple2B = '';
let birch1A = '';
let smtpPort = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const post = (raw: string, secret = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/inbound-email',
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
    payload: raw,
  });

beforeAll(async () => {
  smtpPort = await freePort();
  t = await createTestApp({
    INBOUND_EMAIL_SECRET: SECRET,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    MAIL_DOMAIN: DOMAIN,
  });
  const manager = await createManager(t.app);
  managerEmail = (await t.app.db.select().from(users).where(eq(users.id, manager.id)))[0]!.email;
  listingEmailId = (await t.app.db.select().from(users).where(eq(users.id, manager.id)))[0]!
    .listingEmailId;
  const [maple, birch] = await t.app.db
    .insert(properties)
    .values([
      { userId: manager.id, address: '41 Maple Ave, Chicago, IL 60614', type: 'MULTI_FAMILY' },
      { userId: manager.id, address: '9 Birch St, Chicago, IL 60622', type: 'MULTI_FAMILY' },
    ])
    .returning();
  mapleId = maple!.id;
  const [m2a, m2b, b1a, b1b] = await t.app.db
    .insert(units)
    .values([
      { propertyId: maple!.id, unitNumber: '2A' },
      { propertyId: maple!.id, unitNumber: '2B' },
      { propertyId: birch!.id, unitNumber: '1A' },
      { propertyId: birch!.id, unitNumber: '1B' },
    ])
    .returning();
  maple2B = m2b!.id;
  birch1A = b1a!.id;
  await t.app.db.insert(listings).values([
    { unitId: m2a!.id, url: 'https://www.zillow.com/homedetails/41-Maple-Ave-2A/111_zpid/' },
    { unitId: m2b!.id, url: 'https://www.zillow.com/homedetails/41-Maple-Ave-2B/123456_zpid/' },
    { unitId: b1b!.id, url: 'https://example.com/birch-1b' },
  ]);
  // A second manager with the same street: never matched for the first one's mail.
  const other = await createManager(t.app);
  await t.app.db
    .insert(properties)
    .values({ userId: other.id, address: '41 Maple Ave, Springfield', type: 'CONDO' });
});

afterAll(() => t.close());

async function leadFor(email: string) {
  const [row] = await t.app.db
    .select({ interest: tenantPropertyInterests })
    .from(tenantPropertyInterests)
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .where(eq(potentialTenants.email, email));
  return row?.interest;
}

describe('forwarded lead e-mail', () => {
  it('turns a Zillow lead into one lead on the listed unit and e-mails the prospect the chat link', async () => {
    const response = await post(zillowLead(`zillow-${listingEmailId}@${DOMAIN}`, 'z-1'));
    expect(response.statusCode).toBe(202);
    expect(response.json().status).toBe('PROCESSED');
    const interest = await leadFor('dana.whitfield@example.com');
    expect(interest).toMatchObject({
      propertyId: mapleId,
      unitId: maple2B,
      firstName: 'Dana',
      lastName: 'Whitfield',
      phone: '3125550142',
    });
    // Made in PRE_SCREENING; Athena's reply to the mailed question may already have moved it
    // on (this property asks nothing), depending on how fast the job ran.
    expect(['PRE_SCREENING', 'PRE_SCREENING_COMPLETE']).toContain(interest!.status);
    const firstMessage = await t.app.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, interest!.conversationId!), eq(messages.role, 'user')),
      );
    expect(firstMessage[0]?.content).toContain('Do you allow cats?');

    const mail = await waitForMail(t.app, 'dana.whitfield@example.com');
    expect(mail.subject).toBe('Your inquiry about 41 Maple Ave, Chicago, IL 60614');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/chat');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      propertyId: mapleId,
      unitId: maple2B,
      email: 'dana.whitfield@example.com',
    });
  });

  it('never makes a second lead: the same mail again is a duplicate, a new mail merges', async () => {
    expect(
      (await post(zillowLead(`zillow-${listingEmailId}@${DOMAIN}`, 'z-1'))).json().status,
    ).toBe('DUPLICATE');
    expect(
      (await post(zillowLead(`zillow-${listingEmailId}@${DOMAIN}`, 'z-2'))).json().status,
    ).toBe('PROCESSED');
    const leads = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .innerJoin(
        potentialTenants,
        eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
      )
      .where(eq(potentialTenants.email, 'dana.whitfield@example.com'));
    expect(leads).toHaveLength(1);
  });

  it('takes a Buildium guest card by SMTP and matches the property by address and the unit by number', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      envelope: {
        from: 'notifications@managebuilding.com',
        to: [`buildium-${listingEmailId}@${DOMAIN}`],
      },
      raw: buildiumLead(`buildium-${listingEmailId}@${DOMAIN}`),
    });
    const interest = await leadFor('marcus.lee@example.com');
    expect(interest).toMatchObject({
      unitId: birch1A,
      firstName: 'Marcus',
      lastName: 'Lee',
      phone: '7735550199',
    });
    const [kept] = await t.app.db
      .select()
      .from(inboundEmails)
      .where(eq(inboundEmails.interestId, interest!.id));
    expect(kept).toMatchObject({ source: 'buildium', status: 'PROCESSED' });
    await waitForMail(t.app, 'marcus.lee@example.com');
  });

  it('refuses mail for any other address at the SMTP listener', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await expect(
      transport.sendMail({
        envelope: { from: 'x@example.com', to: [`postmaster@${DOMAIN}`] },
        raw: 'Subject: hi\r\n\r\nhello',
      }),
    ).rejects.toThrow(/550/);
  });

  it('keeps and flags an e-mail it cannot use, and tells the manager', async () => {
    const junk = [
      `To: zillow-${listingEmailId}@${DOMAIN}`,
      'From: Zillow <noreply@zillow.com>',
      'Subject: Your weekly listing report',
      'Message-ID: <report-1@zillow.com>',
      '',
      'Your listing had 42 views this week.',
    ].join('\r\n');
    const response = await post(junk);
    expect(response.json().status).toBe('UNPARSEABLE');
    const [kept] = await t.app.db
      .select()
      .from(inboundEmails)
      .where(eq(inboundEmails.id, response.json().id));
    expect(kept?.raw).toBe(junk);
    expect(kept?.error).toMatch(/No prospect e-mail/);
    const notice = await waitForMail(t.app, managerEmail);
    expect(notice.subject).toContain('Your weekly listing report');

    const unknownListing = zillowLead(`zillow-${listingEmailId}@${DOMAIN}`, 'z-9')
      .replaceAll('41 Maple Avenue, Unit 2B', '500 Unknown Road')
      .replace(
        /https:\/\/www\.zillow\.com\S+/,
        'https://www.zillow.com/homedetails/nowhere/9_zpid/',
      );
    expect((await post(unknownListing)).json().status).toBe('UNMATCHED');
  });

  it('refuses a wrong secret (401) and changes nothing', async () => {
    const before = (await t.app.db.select().from(inboundEmails)).length;
    expect(
      (await post(zillowLead(`zillow-${listingEmailId}@${DOMAIN}`, 'z-3'), 'wrong')).statusCode,
    ).toBe(401);
    expect((await t.app.db.select().from(inboundEmails)).length).toBe(before);
  });

  it('keeps a message for an unknown forwarding address as UNMATCHED', async () => {
    const response = await post(zillowLead(`zillow-doesnotexist@${DOMAIN}`, 'z-4'));
    expect(response.json().status).toBe('UNMATCHED');
  });
});
