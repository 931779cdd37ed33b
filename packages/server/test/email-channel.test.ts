import { createServer } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attentionItems,
  conversations,
  inboundEmails,
  listings,
  mailOutbox,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  users,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  weekdayAt,
} from './helpers.ts';
import { startSmtpCapture } from './smtp.ts';

const DOMAIN = 'mail.porchlight.test';
const PROSPECT = 'avery.cole@example.com';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let inboundPort = 0;
let manager: TestManager;
let propertyId = '';
let unitId = '';
let listingEmailId = '';

/** Sends a raw message to the app's inbound SMTP listener, as a mail server would. */
async function sendInbound(to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({ envelope: { from: 'sender@example.net', to: [to] }, raw });
  transport.close();
}

/** The n-th e-mail the prospect has received (1-based), parsed, waiting for it to arrive. */
async function nthMailTo(to: string, n: number): Promise<Email> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mine = smtp.messages.filter((m) => m.to.includes(to));
    if (mine.length >= n) return PostalMime.parse(mine[n - 1]!.raw);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`E-mail ${n} to ${to} did not arrive.`);
}

const header = (mail: Email, name: string) =>
  mail.headers.find((h) => h.key === name.toLowerCase())?.value ?? null;

/** A reply as Gmail writes it: the new text, the attribution line, the quoted mail. */
function gmailReply(to: string, answering: Email, text: string, id: string) {
  const quoted = (answering.text ?? '')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return [
    `From: Avery Cole <${PROSPECT}>`,
    `To: ${to}`,
    `Subject: Re: ${answering.subject}`,
    `Message-ID: <${id}@mail.gmail.com>`,
    `In-Reply-To: ${answering.messageId}`,
    `References: ${answering.messageId}`,
    'Date: Fri, 27 Nov 2026 10:00:00 -0600',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    text,
    '',
    `On Fri, Nov 27, 2026 at 9:58 AM Maple Court <no-reply@porchlight.localhost> wrote:`,
    '',
    quoted,
    '',
  ].join('\r\n');
}

async function lead() {
  const [row] = await t.app.db
    .select({ interest: tenantPropertyInterests })
    .from(tenantPropertyInterests)
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .where(eq(potentialTenants.email, PROSPECT));
  return row!.interest;
}

async function threadMessages() {
  const interest = await lead();
  return t.app.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, interest.conversationId!))
    .orderBy(asc(messages.seq));
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  inboundPort = await freePort();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_EMAIL_SECRET: 'inbound-secret-0123456789',
    MAIL_DOMAIN: DOMAIN,
    TIMEZONE: 'America/Chicago',
  });
  manager = await createManager(t.app);
  listingEmailId = (await t.app.db.select().from(users).where(eq(users.id, manager.id)))[0]!
    .listingEmailId;
  const [property] = await t.app.db
    .insert(properties)
    .values({
      userId: manager.id,
      name: 'Maple Court',
      address: '12 Maple Court, Chicago, IL 60614',
      type: 'MULTI_FAMILY',
      questions: 'PETS,MOVE_IN_DATE',
      amenities: 'CATS,IN_UNIT_LAUNDRY',
      catsAllowedCount: 2,
    })
    .returning();
  propertyId = property!.id;
  const [unit] = await t.app.db
    .insert(units)
    .values({ propertyId, unitNumber: '2B', monthlyPrice: 1950, bedrooms: 1 })
    .returning();
  unitId = unit!.id;
  await t.app.db
    .insert(listings)
    .values({ unitId, url: 'https://www.zillow.com/homedetails/12-Maple-Ct-2B/777_zpid/' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a prospect who writes by e-mail', () => {
  let first: Email;

  it('gets Athena’s answer to a forwarded listing lead by e-mail, threaded and signed', async () => {
    await sendInbound(
      `zillow-${listingEmailId}@${DOMAIN}`,
      [
        'From: Zillow Rentals <rentalclientservices@zillowrentals.com>',
        `Reply-To: Avery Cole <${PROSPECT}>`,
        `To: zillow-${listingEmailId}@${DOMAIN}`,
        'Subject: Avery Cole is interested in 12 Maple Court, Unit 2B',
        'Message-ID: <lead-1@mail.zillow.com>',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Name: Avery Cole',
        `Email: ${PROSPECT}`,
        'Message: Hi, is there laundry in the unit?',
        '',
        'Listing: https://www.zillow.com/homedetails/12-Maple-Ct-2B/777_zpid/',
        '',
      ].join('\r\n'),
    );
    first = await nthMailTo(PROSPECT, 1);
    expect(first.from).toMatchObject({
      name: 'Maple Court',
      address: 'no-reply@porchlight.localhost',
    });
    expect(first.subject).toBe('Your inquiry about 12 Maple Court, Chicago, IL 60614');
    const replyTo = first.replyTo?.[0]?.address ?? '';
    expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}\\.[0-9a-f]{20}@${DOMAIN}$`));
    expect(first.messageId).toMatch(new RegExp(`^<msg-[0-9a-f-]{36}@${DOMAIN}>$`));
    expect(header(first, 'list-unsubscribe')).toMatch(/^<http.*\/unsubscribe\?token=/);
    expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(first, 'auto-submitted')).toBe('auto-replied');
    // Her answer to what the prospect asked, the first pre-screening question, the way on.
    expect(first.text).toMatch(/laundry/i);
    expect(first.text).toMatch(/pets/i);
    expect(first.text).toContain(`/chat?propertyId=${propertyId}&unitId=${unitId}`);
    const thread = await threadMessages();
    expect(thread.map((m) => [m.role, m.channel])).toEqual([
      ['user', 'EMAIL'],
      ['assistant', 'EMAIL'],
    ]);
    await waitFor(threadMessages, (all) => all.at(-1)?.delivery === 'SENT');
  });

  it('continues pre-screening in the same thread from the prospect’s replies', async () => {
    const replyTo = first.replyTo![0]!.address!;
    await sendInbound(replyTo, gmailReply(replyTo, first, 'We have one cat, she is 4.', 'r-1'));
    const second = await nthMailTo(PROSPECT, 2);
    expect(second.subject).toBe('Re: Your inquiry about 12 Maple Court, Chicago, IL 60614');
    expect(second.inReplyTo).toBe('<r-1@mail.gmail.com>');
    expect(second.references).toContain(first.messageId!);
    expect(second.text).toMatch(/move/i);
    const prospectSaid = (await threadMessages()).filter((m) => m.role === 'user');
    // Only the new text: the quoted mail and the attribution line are gone.
    expect(prospectSaid.at(-1)?.content).toBe('We have one cat, she is 4.');
    expect((await lead()).catCount).toBe(1);

    await sendInbound(replyTo, gmailReply(replyTo, second, 'We would move in March 1st.', 'r-2'));
    await waitFor(lead, (interest) => interest.status === 'PRE_SCREENING_COMPLETE');
    const third = await nthMailTo(PROSPECT, 3);
    // The picker's marker becomes the link where the viewing is booked.
    expect(third.text).toMatch(/Pick a time that suits you here: http\S+\/chat\?propertyId=/);
    expect(third.text).not.toMatch(/\bCALENDAR\b/);
  });

  it('books the viewing from the link in the mail', async () => {
    const third = await nthMailTo(PROSPECT, 3);
    const link = new URL(/https?:\/\/\S+\/chat\?\S+/.exec(third.text ?? '')![0]);
    // The chat opens with the address filled in; a known address signs in by a mailed link.
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: {
        email: link.searchParams.get('email'),
        propertyId: link.searchParams.get('propertyId'),
        unitId: link.searchParams.get('unitId'),
      },
    });
    expect(start.statusCode).toBe(200);
    const signIn = await nthMailTo(PROSPECT, 4);
    const token = /[?&]token=([^&\s]+)/.exec(signIn.text ?? '')![1]!;
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${token}&email=${encodeURIComponent(PROSPECT)}`,
    });
    expect(session.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${session.json().jwt}` };
    // The chat shows the whole thread, its e-mails marked as such.
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${propertyId}`,
      headers,
    });
    const shown = chat.json().messages as { role: string; channel?: string }[];
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.every((m) => m.channel === 'EMAIL')).toBe(true);

    const at = weekdayAt(10, 'America/Chicago');
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers,
      payload: { datetime: at.toISOString(), propertyId, unitId },
    });
    expect(booked.statusCode).toBe(200);
    expect((await lead()).status).toBe('SCHEDULING_COMPLETE');
  });

  it('never answers an out-of-office reply or a bounce, and marks a bounced mail not delivered', async () => {
    const replyTo = (await nthMailTo(PROSPECT, 1)).replyTo![0]!.address!;
    const before = (await threadMessages()).length;
    await sendInbound(
      replyTo,
      [
        `From: Avery Cole <${PROSPECT}>`,
        `To: ${replyTo}`,
        'Subject: Automatic reply: Your inquiry about 12 Maple Court',
        'Auto-Submitted: auto-replied',
        'Message-ID: <ooo-1@mail.gmail.com>',
        'Content-Type: text/plain',
        '',
        'I am out of the office until Monday.',
        '',
      ].join('\r\n'),
    );
    await sendInbound(
      replyTo,
      [
        'From: Mail Delivery Subsystem <mailer-daemon@example.com>',
        `To: ${replyTo}`,
        'Subject: Delivery Status Notification (Failure)',
        'Message-ID: <bounce-1@example.com>',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered.',
        '--b',
        'Content-Type: message/delivery-status',
        '',
        'Final-Recipient: rfc822; avery.cole@example.com',
        'Action: failed',
        'Status: 5.1.1',
        '--b--',
        '',
      ].join('\r\n'),
    );
    const kept = await waitFor(
      () => t.app.db.select().from(inboundEmails).where(eq(inboundEmails.status, 'IGNORED')),
      (rows) => rows.length >= 2,
    );
    expect(kept).toHaveLength(2);
    const thread = await threadMessages();
    expect(thread).toHaveLength(before);
    const lastMail = thread.filter((m) => m.role !== 'user' && m.channel === 'EMAIL').at(-1);
    expect(lastMail?.delivery).toBe('FAILED');
    const flagged = await t.app.db
      .select()
      .from(attentionItems)
      .where(eq(attentionItems.kind, 'FAILED_DELIVERY'));
    expect(flagged.length).toBeGreaterThan(0);
  });

  it('takes a bounce at the envelope sender of the very mail that bounced', async () => {
    const mails = smtp.messages.filter((m) => m.to.includes(PROSPECT));
    const second = mails[1]!;
    expect(second.from).toMatch(new RegExp(`^bounce\\+[0-9a-f]{32}\\.[0-9a-f]{20}@${DOMAIN}$`));
    const id = (await PostalMime.parse(second.raw)).messageId!;
    const bounced = await t.app.db.select().from(messages).where(eq(messages.externalId, id));
    expect(bounced[0]?.delivery).toBe('SENT');
    // An out-of-office reply sent to the envelope sender changes nothing.
    await sendInbound(
      second.from,
      [
        'From: Avery Cole <avery.cole@example.com>',
        `To: ${second.from}`,
        'Subject: Out of office',
        'Auto-Submitted: auto-replied',
        '',
        'Away until Monday.',
        '',
      ].join('\r\n'),
    );
    await sendInbound(
      second.from,
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
        `To: ${second.from}`,
        'Subject: Undelivered Mail Returned to Sender',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
        '',
        '--r',
        'Content-Type: text/plain',
        '',
        'The mail system could not deliver it: mailbox full.',
        '--r',
        'Content-Type: message/delivery-status',
        '',
        'Final-Recipient: rfc822; avery.cole@example.com',
        'Action: failed',
        'Status: 5.2.2',
        '--r--',
        '',
      ].join('\r\n'),
    );
    const [after] = await waitFor(
      () => t.app.db.select().from(messages).where(eq(messages.id, bounced[0]!.id)),
      (rows) => rows[0]?.delivery === 'FAILED',
    );
    expect(after?.deliveryError).toMatch(/bounced/);
    // A bounce address whose signature does not hold is refused.
    await expect(
      sendInbound(
        second.from.replace(/\.[0-9a-f]{20}@/, `.${'0'.repeat(20)}@`),
        'Subject: x\r\n\r\nx\r\n',
      ),
    ).rejects.toThrow(/550/);
  });

  it('refuses a reply address whose signature does not hold, or that names another conversation', async () => {
    const replyTo = (await nthMailTo(PROSPECT, 1)).replyTo![0]!.address!;
    const [local, domain] = replyTo.split('@');
    const forged = `${local!.slice(0, -1)}${local!.endsWith('0') ? '1' : '0'}@${domain}`;
    await expect(sendInbound(forged, 'Subject: hi\r\n\r\nhello\r\n')).rejects.toThrow(/550/);
    const otherConversation = `reply+${'0'.repeat(32)}.${local!.split('.')[1]}@${domain}`;
    await expect(sendInbound(otherConversation, 'Subject: hi\r\n\r\nhello\r\n')).rejects.toThrow(
      /550/,
    );
  });

  it('stops every e-mail after a one-click unsubscribe; the manager’s message is kept, not sent', async () => {
    const first = await nthMailTo(PROSPECT, 1);
    const url = new URL(/^<(.+)>$/.exec(header(first, 'list-unsubscribe')!)![1]!);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe</button>');
    expect((await lead()).conversationId).toBeTruthy();
    // A link scanner's GET changed nothing.
    const [still] = await t.app.db
      .select({ at: conversations.emailOptedOutAt })
      .from(conversations)
      .where(eq(conversations.id, (await lead()).conversationId!));
    expect(still?.at).toBeNull();
    // RFC 8058's own example posts multipart/form-data.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(oneClick.statusCode).toBe(200);
    const mailsBefore = smtp.messages.filter((m) => m.to.includes(PROSPECT)).length;
    const interest = await lead();
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${interest.id}/messages`,
      headers: manager.headers,
      payload: { message: 'Hi Avery, see you Tuesday!' },
    });
    expect([200, 201]).toContain(wrote.statusCode);
    const last = await waitFor(
      async () => (await threadMessages()).at(-1),
      (m) => m?.role === 'manager' && m.delivery === 'NOT_SENT',
    );
    expect(last?.deliveryError).toMatch(/unsubscribed/);
    // The manager reads why in the lead's conversation.
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/${interest.id}/conversation`,
      headers: manager.headers,
    });
    const shown = thread.json().threads.at(-1).messages.at(-1);
    expect(shown).toMatchObject({ delivery: 'NOT_SENT', channel: 'EMAIL' });
    expect(shown.deliveryNote).toMatch(/unsubscribed/);
    expect(smtp.messages.filter((m) => m.to.includes(PROSPECT))).toHaveLength(mailsBefore);

    const bad = await t.app.inject({ method: 'POST', url: '/unsubscribe?token=abc.def' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('e-mail that cannot go out at once, and names that try to add headers', () => {
  it('keeps a reply while the mail server is down and sends it once it is back', async () => {
    const other = 'jordan.price@example.com';
    const { findOrCreateProspect, ensureInterest } = await import(
      '../src/modules/conversations/interests.ts'
    );
    const interest = await t.app.db.transaction(async (tx) => {
      const prospect = await findOrCreateProspect(tx, other);
      return ensureInterest(tx, propertyId, unitId, prospect.id);
    });
    await t.app.db
      .update(conversations)
      .set({ channel: 'EMAIL', emailThreadId: '<thread-x@mail.porchlight.test>' })
      .where(eq(conversations.id, interest.conversationId));
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${interest.id}/messages`,
      headers: manager.headers,
      payload: { message: 'Hello Jordan, the unit is still available.' },
    });
    expect(wrote.statusCode).toBe(200);
    const pending = await waitFor(
      () =>
        t.app.db
          .select()
          .from(messages)
          .where(
            and(eq(messages.conversationId, interest.conversationId), eq(messages.role, 'manager')),
          ),
      (rows) => rows[0]?.delivery === 'SENDING',
    );
    expect(pending).toHaveLength(1);
    // The first attempt failed and is kept for a retry.
    const [outbox] = await waitFor(
      () => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, pending[0]!.id)),
      (rows) => rows[0]?.status === 'RETRYING',
    );
    expect(outbox?.lastError).toBeTruthy();
    // Back on the same port: the outbox's next attempt delivers it, once.
    smtp = await startSmtpCapture(port);
    const ours = () =>
      smtp.messages.filter((m) => m.raw.includes('Hello Jordan, the unit is still available.'));
    await waitFor(
      async () => ours(),
      (found) => found.length > 0,
    );
    expect(ours()[0]?.to).toEqual([other]);
    await waitFor(
      () =>
        t.app.db
          .select()
          .from(messages)
          .where(
            and(eq(messages.conversationId, interest.conversationId), eq(messages.role, 'manager')),
          ),
      (rows) => rows[0]?.delivery === 'SENT',
    );
    expect(ours()).toHaveLength(1);
  }, 30_000);

  it('never lets a property name or a message id add a header or a recipient', async () => {
    const target = 'riley.stone@example.com';
    const [evil] = await t.app.db
      .insert(properties)
      .values({
        userId: manager.id,
        name: 'Oak House\r\nBcc: attacker@evil.test',
        address: '1 Oak St\r\nX-Injected: yes',
        type: 'SINGLE_FAMILY',
      })
      .returning();
    const { findOrCreateProspect, ensureInterest } = await import(
      '../src/modules/conversations/interests.ts'
    );
    const interest = await t.app.db.transaction(async (tx) => {
      const prospect = await findOrCreateProspect(tx, target);
      return ensureInterest(tx, evil!.id, null, prospect.id);
    });
    await t.app.db
      .update(conversations)
      .set({ channel: 'EMAIL' })
      .where(eq(conversations.id, interest.conversationId));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${interest.id}/messages`,
      headers: manager.headers,
      payload: { message: 'Hello Riley' },
    });
    const mail = await waitFor(
      async () => smtp.messages.find((m) => m.raw.includes('Hello Riley')),
      (found) => found !== undefined,
    );
    expect(mail!.to).toEqual([target]);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toMatch(/^x-injected:/im);
    const parsed = await PostalMime.parse(mail!.raw);
    expect(parsed.from?.name).toBe('Oak House Bcc: attacker@evil.test');
  });
});
