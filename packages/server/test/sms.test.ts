/**
 * Texts with Athena through Twilio, end to end: the real app and database, Twilio's
 * Messages API and webhooks played by a stand-in on loopback (stand-in-twilio.ts).
 */
import { quietHoursEnd, SMS_CONSENT_TEXT, smsParts } from '@porchlight/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attentionItems,
  conversations,
  messages,
  potentialTenants,
  properties,
  smsOptOuts,
  tenantPropertyInterests,
  users,
} from '../src/db/schema/index.ts';
import { EMPTY_TWIML } from '../src/modules/channels/sms.routes.ts';
import { smsTexts } from '../src/modules/channels/sms-inbound.ts';
import {
  createManager,
  createTestApp,
  startProspectChat,
  type TestApp,
  type TestManager,
  weekdayAt,
} from './helpers.ts';
import { type StandInTwilio, startStandInTwilio } from './stand-in-twilio.ts';

const PUBLIC_URL = 'https://porchlight.test';
const INBOUND = `${PUBLIC_URL}/api/v1/channels/sms/twilio/inbound`;
const STATUS = `${PUBLIC_URL}/api/v1/channels/sms/twilio/status`;
const NUMBER_A = '+13125550100';
const NUMBER_B = '+13125550199';
const NUMBER_NIGHT = '+13125550150';

/** A fixed-offset zone where it is now `hour` o'clock (Etc/GMT-5 is UTC+5). */
function zoneAt(hour: number): string {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
const DAY_ZONE = zoneAt(13);
const NIGHT_ZONE = zoneAt(2);

/** Polls `read` every 20 ms until it gives a value. */
async function until<T>(read: () => Promise<T | undefined>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

let t: TestApp;
let twilio: StandInTwilio;
let managerA: TestManager;
let managerB: TestManager;
let propertyA: string;
let propertyB: string;
let propertyNight: string;

beforeAll(async () => {
  twilio = await startStandInTwilio();
  t = await createTestApp({ PUBLIC_URL, TIMEZONE: DAY_ZONE, ...twilio.env });
  managerA = await createManager(t.app);
  managerB = await createManager(t.app);
  // Athena takes the times a prospect offers for a viewing and passes them on (TEXT mode).
  await t.app.db.update(users).set({ scheduleViewing: 'TEXT' }).where(eq(users.id, managerA.id));
  const rows = await t.app.db
    .insert(properties)
    .values([
      {
        userId: managerA.id,
        name: 'Harbor View',
        address: '44 Harbor View, Chicago',
        type: 'MULTI_FAMILY',
        questions: 'PETS,SMOKING,MOVE_IN_DATE,TOTAL_RESIDENTS',
        amenities: 'CATS,ON_SITE_PARKING',
        parkingPrice: 95,
        catsAllowedCount: 2,
        petsAllowedCount: 2,
        timeZone: DAY_ZONE,
        smsNumber: NUMBER_A,
      },
      {
        userId: managerB.id,
        address: '9 Lake Shore Drive, Chicago',
        type: 'CONDO',
        questions: 'PETS',
        timeZone: DAY_ZONE,
        smsNumber: NUMBER_B,
      },
      {
        userId: managerA.id,
        name: 'Night Owl Lofts',
        address: '1 Midnight Way',
        type: 'CONDO',
        questions: 'PETS',
        timeZone: NIGHT_ZONE,
        smsNumber: NUMBER_NIGHT,
      },
    ])
    .returning({ id: properties.id });
  [propertyA, propertyB, propertyNight] = rows.map((row) => row.id) as [string, string, string];
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

/** A prospect's text to one of our numbers, through Twilio's signed webhook: 200 and empty TwiML. */
async function text(from: string, body: string, to = NUMBER_A, sid?: string) {
  const sent = await twilio.text(t.app, INBOUND, { from, to, body, ...(sid ? { sid } : {}) });
  expect(sent.response.statusCode, sent.response.body).toBe(200);
  expect(sent.response.headers['content-type']).toMatch(/^text\/xml/);
  expect(sent.response.body).toBe(EMPTY_TWIML);
  return sent.sid;
}

/**
 * The conversation of a texting number with one of our numbers: its text thread, before a
 * chat that typed the number in and waits for its owner's YES (that chat, when it is the
 * only one).
 */
async function threadOf(phone: string, number = NUMBER_A) {
  const [row] = await t.app.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.smsPhone, phone), eq(conversations.smsNumber, number)))
    .orderBy(desc(sql`${conversations.channel} = 'SMS'`), asc(conversations.createdAt))
    .limit(1);
  return row;
}

const messagesOf = (conversationId: string) =>
  t.app.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.seq));

const leadOf = async (conversationId: string) => {
  const [row] = await t.app.db
    .select()
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.conversationId, conversationId));
  return row!;
};

const textsTo = (phone: string) => twilio.sent.filter((sent) => sent.to === phone);

/** Athena's messages in a thread (what she wrote, not Porchlight's keyword answers). */
const athena = async (conversationId: string) =>
  (await messagesOf(conversationId)).filter((m) => m.role === 'assistant');

/** Texts `body` and waits for Athena's answer to be sent by text; answers that message. */
async function say(phone: string, body: string, number = NUMBER_A) {
  const before = await threadOf(phone, number);
  const answered = before ? (await athena(before.id)).length : 0;
  await text(phone, body, number);
  return until(async () => {
    const thread = await threadOf(phone, number);
    const replies = thread ? await athena(thread.id) : [];
    const last = replies.at(-1);
    return replies.length > answered && last?.delivery === 'SENT' ? last : undefined;
  }, `Athena's text answering "${body}"`);
}

/** The manager writes in a lead's thread (which also takes it over from Athena). */
async function writeAsManager(manager: TestManager, leadId: string, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/leads/${leadId}/messages`,
    headers: manager.headers,
    payload: { message },
  });
  expect(response.statusCode, response.body).toBe(200);
  return until(async () => {
    const [row] = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.role, 'manager'), eq(messages.content, message)));
    return row && row.delivery !== 'QUEUED' && row.delivery !== 'SENDING' ? row : undefined;
  }, `the delivery of "${message}"`);
}

describe('a prospect texting a property number', () => {
  it('is a new lead, pre-screened by Athena over texts from the property number', async () => {
    const phone = '+17735550101';
    const first = await say(phone, 'Hi! Is the 2 bedroom still available?');
    expect(first.content).toContain('Do you have any pets?');

    const thread = await threadOf(phone);
    expect(thread).toMatchObject({ channel: 'SMS', propertyId: propertyA });
    const [prospect] = await t.app.db
      .select()
      .from(potentialTenants)
      .where(eq(potentialTenants.id, thread!.potentialTenantId!));
    expect(prospect!.email).toBe('sms-17735550101@sms.invalid');
    expect(await leadOf(thread!.id)).toMatchObject({ phone: '17735550101', propertyId: propertyA });

    // The answer went out from the property's number, part by part, with the status callback.
    const sent = textsTo(phone);
    expect(sent.map((s) => s.body)).toEqual(smsParts(first.content));
    for (const part of sent) expect(part).toMatchObject({ from: NUMBER_A, statusCallback: STATUS });
    expect(first.externalId).toBe(sent[0]!.sid);

    expect((await say(phone, 'no pets')).content).toContain('Does anyone in your household smoke?');
    expect((await say(phone, 'no, nobody smokes')).content).toContain(
      'When would you like to move in?',
    );
    expect((await say(phone, "we'd like to move in around March 3rd")).content).toContain(
      'How many people will be living in the home',
    );
    const done = (await say(phone, "it's me, my partner and our kid")).content;
    expect(done).toContain("Thank you, that's everything I need for now.");
    expect(done).toContain('Tell me which days and times work best');
    expect(await leadOf(thread!.id)).toMatchObject({
      status: 'PRE_SCREENING_COMPLETE',
      pets: false,
      smoking: false,
      totalResidents: 3,
    });

    // A viewing by text: Athena passes the times on to the manager (the TEXT viewing mode).
    const times = await say(phone, 'Could I come see it Tuesday at 5pm or Saturday morning?');
    expect(times.content).toContain("I've passed the times you mentioned to the property manager");
    const [request] = await t.app.db
      .select()
      .from(attentionItems)
      .where(
        and(
          eq(attentionItems.kind, 'VIEWING_REQUEST'),
          eq(attentionItems.conversationId, thread!.id),
        ),
      );
    expect(request).toMatchObject({ userId: managerA.id, status: 'OPEN' });

    // The manager books one of those times: the lead is scheduled and the prospect told by text.
    const lead = await leadOf(thread!.id);
    const at = weekdayAt(17, DAY_ZONE);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/viewing`,
      headers: managerA.headers,
      payload: { datetime: at.toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await leadOf(thread!.id)).status).toBe('SCHEDULING_COMPLETE');
    const confirmation = await until(
      async () => textsTo(phone).find((m) => m.body.includes('booked for')),
      'the booking confirmed by text',
    );
    expect(confirmation.body).toContain('The property manager confirmed it.');
    expect(confirmation.body).not.toContain('sms.invalid');

    // Every message of the thread is on the text channel, each of Athena's sent.
    const all = await until(async () => {
      const now = await messagesOf(thread!.id);
      return now.filter((m) => m.role === 'assistant').every((m) => m.delivery === 'SENT')
        ? now
        : undefined;
    }, 'every answer sent');
    expect(all.every((m) => m.channel === 'SMS')).toBe(true);
    expect(all.filter((m) => m.role === 'user').every((m) => m.delivery === null)).toBe(true);
  });

  it('gets the booking link where the chat would open its picker, and is asked an e-mail once', async () => {
    const phone = '+17735550177';
    const named = await say(phone, 'Sam here. no pets', NUMBER_B);
    expect(named.content).toContain('send me your e-mail address');
    const viewing = await say(phone, 'can I come see it?', NUMBER_B);
    expect(viewing.content).toContain('CALENDAR');
    const sent = textsTo(phone)
      .map((m) => m.body)
      .join(' ');
    expect(sent).toContain(`${PUBLIC_URL}/chat?propertyId=${propertyB}`);
    expect(sent).not.toMatch(/\bCALENDAR\b/);
    // The link signs them in (once) as this very lead: the viewing they book is on it.
    const link = new URL(/http\S+\/chat\?\S+/.exec(sent)![0]);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?${new URLSearchParams({
        token: link.searchParams.get('token')!,
        email: link.searchParams.get('email')!,
      })}`,
    });
    expect(session.statusCode, session.body).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyB}/schedule-viewing`,
      headers: { authorization: `Bearer ${session.json().jwt}` },
      payload: { datetime: weekdayAt(10, DAY_ZONE).toISOString(), propertyId: propertyB },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = await threadOf(phone, NUMBER_B);
    expect((await leadOf(booking!.id)).status).toBe('SCHEDULING_COMPLETE');
    await say(phone, 'my email is Sam.Rivera@example.com', NUMBER_B);
    const thread = await threadOf(phone, NUMBER_B);
    const [prospect] = await t.app.db
      .select()
      .from(potentialTenants)
      .where(eq(potentialTenants.id, thread!.potentialTenantId!));
    expect(prospect!.email).toBe('sam.rivera@example.com');
    expect(prospect!.firstName).toBe('Sam');
  });

  it('lands with the account whose number was texted, and only there', async () => {
    const phone = '+17735550102';
    const answer = await say(phone, 'Hello, do you allow pets?', NUMBER_B);
    expect(textsTo(phone).every((s) => s.from === NUMBER_B)).toBe(true);
    expect(answer.externalId).toBe(textsTo(phone)[0]!.sid);
    const thread = await threadOf(phone, NUMBER_B);
    expect(thread!.propertyId).toBe(propertyB);
    const leads = async (manager: TestManager) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/leads', headers: manager.headers })
      ).json() as { tenantPropertyInterest: { conversationId: string | null } }[];
    const ids = (list: Awaited<ReturnType<typeof leads>>) =>
      list.map((lead) => lead.tenantPropertyInterest.conversationId);
    expect(ids(await leads(managerB))).toContain(thread!.id);
    expect(ids(await leads(managerA))).not.toContain(thread!.id);
  });

  it('stores a text Twilio posts twice (a retry, same MessageSid) once, answered once', async () => {
    const phone = '+17735550103';
    const sid = `SM${'a1'.repeat(16)}`;
    await text(phone, 'Is there parking?', NUMBER_A, sid);
    await text(phone, 'Is there parking?', NUMBER_A, sid);
    const thread = await threadOf(phone);
    const received = (await messagesOf(thread!.id)).filter((m) => m.role === 'user');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ externalId: sid, content: 'Is there parking?' });
    await until(
      async () => ((await athena(thread!.id)).at(-1)?.delivery === 'SENT' ? true : undefined),
      'the answer',
    );
    // A third post while the answer is out: still one message, one answer.
    await text(phone, 'Is there parking?', NUMBER_A, sid);
    expect((await messagesOf(thread!.id)).filter((m) => m.role === 'user')).toHaveLength(1);
    expect(await athena(thread!.id)).toHaveLength(1);
  });

  it('keeps the first 1,600 characters of a very long text, saying where it was cut', async () => {
    const phone = '+17735550104';
    await say(phone, `Hello! ${'We are a quiet family of three. '.repeat(80)}`);
    const thread = await threadOf(phone);
    const [received] = (await messagesOf(thread!.id)).filter((m) => m.role === 'user');
    expect(received!.content.length).toBeLessThan(1700);
    expect(received!.content).toMatch(
      /\n\[Cut here: a text is kept up to its first 1,600 characters\.\]$/,
    );
  });

  it('ignores a text to a number no property has, and answers Twilio all the same', async () => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    await text('+17735550105', 'Hello?', '+13125559999');
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(textsTo('+17735550105')).toHaveLength(0);
  });
});

describe('forged webhooks', () => {
  const counts = async () => {
    const [row] = await t.app.db
      .execute<{ m: number; p: number; o: number }>(
        sql`select (select count(*)::int from messages) as m,
        (select count(*)::int from potential_tenants) as p,
        (select count(*)::int from sms_opt_outs) as o`,
      )
      .then((result) => result.rows);
    return row;
  };

  it('answers 403 to a text not signed by Twilio, and nothing changes', async () => {
    const before = await counts();
    const forgeries = [
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      { signature: '' },
      { authToken: 'another-token' },
      // Signed for another address: the URL is part of what is signed.
      { url: 'https://evil.example/api/v1/channels/sms/twilio/inbound' },
      { url: `${INBOUND}?extra=1` },
    ];
    for (const forge of forgeries) {
      for (const body of ['Hello, is it available?', 'STOP']) {
        const { response } = await twilio.text(t.app, INBOUND, {
          from: '+17735550106',
          to: NUMBER_A,
          body,
          forge,
        });
        expect(response.statusCode, JSON.stringify(forge)).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    // A status callback signed wrongly moves no delivery either.
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/v1/channels/sms/twilio/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'MessageSid=SM1&MessageStatus=failed&ErrorCode=30006',
    });
    expect(status.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(textsTo('+17735550106')).toHaveLength(0);
  });
});

describe('carrier keywords', () => {
  it('STOP: confirmed once, and nothing more is texted, not Athena’s pending answer nor the manager’s; START lifts it', async () => {
    const phone = '+17735550107';
    await say(phone, 'Hi, is parking included?');
    const thread = (await threadOf(phone))!;
    const lead = await leadOf(thread.id);

    // Athena's next answer is held back by a failing provider: it waits, queued again.
    twilio.failNext(1, 'server-error', phone);
    await text(phone, 'Do you allow cats?');
    const pending = await until(async () => {
      const last = (await athena(thread.id)).at(-1);
      return last && /cat/i.test(last.content) && last.delivery === 'QUEUED' && last.deliveryError
        ? last
        : undefined;
    }, 'Athena’s answer held back');
    const sentBefore = textsTo(phone).length;

    await text(phone, 'Stop');
    const confirmation = smsTexts.optedOut({ name: 'Harbor View', address: '' });
    expect(confirmation).toBe(
      "You're unsubscribed from Harbor View texts. No more messages will be sent. Reply START to resubscribe.",
    );
    expect(
      textsTo(phone)
        .slice(sentBefore)
        .map((s) => s.body),
    ).toEqual([confirmation]);
    const [pendingNow] = await t.app.db.select().from(messages).where(eq(messages.id, pending.id));
    expect(pendingNow!.delivery).toBe('NOT_SENT');
    // The thread shows the STOP and its answer; Athena does not answer it.
    const afterStop = await messagesOf(thread.id);
    expect(afterStop.at(-2)).toMatchObject({ role: 'user', content: 'Stop' });
    expect(afterStop.at(-1)).toMatchObject({
      role: 'assistant',
      content: confirmation,
      delivery: 'SENT',
      externalId: textsTo(phone).at(-1)!.sid,
    });

    // Once only: STOP again is kept, not answered.
    await text(phone, 'STOP');
    expect(textsTo(phone).slice(sentBefore)).toHaveLength(1);
    // The manager's message is kept in the thread but not texted.
    const managers = await writeAsManager(
      managerA,
      lead.id,
      'Hi, this is the manager. Still looking?',
    );
    expect(managers).toMatchObject({ delivery: 'NOT_SENT' });
    expect(managers.deliveryError).toContain('STOP');
    // A text from them is kept for the manager; nothing answers it by text.
    await text(phone, 'are you there?');
    const [held] = (await messagesOf(thread.id)).filter((m) => m.content === 'are you there?');
    expect(held).toBeDefined();
    expect(textsTo(phone).slice(sentBefore)).toHaveLength(1);
    // The provider retrying Athena's held answer sends nothing either.
    expect(textsTo(phone).some((s) => /cat/i.test(s.body))).toBe(false);

    // START: the opt-out is lifted and confirmed, and the manager's next message goes out.
    await text(phone, 'START');
    const optIn = textsTo(phone).at(-1)!;
    expect(optIn.body).toBe(smsTexts.optedIn({ name: 'Harbor View', address: '' }));
    expect(
      await t.app.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)),
    ).toHaveLength(0);
    const back = await writeAsManager(managerA, lead.id, 'Great, when can you visit?');
    expect(back).toMatchObject({ delivery: 'SENT' });
    expect(textsTo(phone).at(-1)!.body).toBe('Great, when can you visit?');
  });

  it('HELP: says who this is and how to stop, and is never an answer to Athena', async () => {
    const phone = '+17735550108';
    const greeting = await say(phone, 'hello');
    expect(greeting.content).toContain('Do you have any pets?');
    const thread = (await threadOf(phone))!;
    const leadBefore = await leadOf(thread.id);

    await text(phone, 'help');
    const help = textsTo(phone).at(-1)!;
    expect(help.body).toBe(
      'Harbor View, 44 Harbor View, Chicago: Porchlight leasing assistant. Text your questions about this home here. Msg & data rates may apply. Reply STOP to unsubscribe.',
    );
    expect(help.from).toBe(NUMBER_A);
    const leadAfter = await leadOf(thread.id);
    expect(leadAfter).toMatchObject({
      pets: leadBefore.pets,
      pendingQuestion: leadBefore.pendingQuestion,
      reaskCount: leadBefore.reaskCount,
    });
    // The next answer is read as the answer to the question asked before HELP.
    expect((await say(phone, 'no pets')).content).toContain('Does anyone in your household smoke?');
    expect((await leadOf(thread.id)).pets).toBe(false);
    const contents = (await messagesOf(thread.id)).map((m) => `${m.role}: ${m.content}`);
    expect(contents.filter((c) => c.startsWith('assistant: Harbor View, 44'))).toHaveLength(1);

    // A keyword from a number we never texted is answered, and starts no lead.
    await text('+17735550109', 'HELP');
    expect(textsTo('+17735550109')).toHaveLength(1);
    expect(await threadOf('+17735550109')).toBeUndefined();
  });
});

describe('the manager and delivery reports on a text thread', () => {
  it('the manager takes over: their messages go out by text, Athena stays quiet', async () => {
    const phone = '+17735550110';
    await say(phone, 'Hi there, is the unit available in June?');
    const thread = (await threadOf(phone))!;
    const lead = await leadOf(thread.id);
    const sent = await writeAsManager(
      managerA,
      lead.id,
      'Hi! This is Sam, the manager. Yes it is.',
    );
    expect(sent).toMatchObject({ delivery: 'SENT', channel: 'SMS' });
    const text0 = textsTo(phone).at(-1)!;
    expect(text0).toMatchObject({
      from: NUMBER_A,
      body: 'Hi! This is Sam, the manager. Yes it is.',
    });
    expect(sent.externalId).toBe(text0.sid);

    // The prospect answers: kept, and Athena (paused by the takeover) does not answer.
    const answeredBefore = (await athena(thread.id)).length;
    await text(phone, 'Great, thanks Sam');
    const stored = await until(async () => {
      const rows = await messagesOf(thread.id);
      return rows.some((m) => m.content === 'Great, thanks Sam') ? rows : undefined;
    }, 'the prospect’s answer');
    expect(stored.at(-1)!.role).toBe('user');
    expect((await athena(thread.id)).length).toBe(answeredBefore);

    // Twilio reports it delivered.
    const delivered = await twilio.reportStatus(t.app, text0, 'delivered');
    expect(delivered.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row!.delivery).toBe('DELIVERED');
    // A late 'sent' report does not move it back.
    await twilio.reportStatus(t.app, text0, 'sent');
    const [still] = await t.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(still!.delivery).toBe('DELIVERED');
  });

  it('a text reported undelivered, or refused by Twilio, fails and tells the manager once', async () => {
    const phone = '+17735550111';
    await say(phone, 'Hello, what is the rent?');
    const thread = (await threadOf(phone))!;
    const lead = await leadOf(thread.id);
    const failedItems = () =>
      t.app.db
        .select()
        .from(attentionItems)
        .where(
          and(
            eq(attentionItems.kind, 'FAILED_DELIVERY'),
            eq(attentionItems.conversationId, thread.id),
          ),
        );

    const sent = await writeAsManager(managerA, lead.id, 'Can I call you tomorrow?');
    const text0 = textsTo(phone).at(-1)!;
    expect((await twilio.reportStatus(t.app, text0, 'sent')).statusCode).toBe(200);
    expect((await twilio.reportStatus(t.app, text0, 'undelivered', '30006')).statusCode).toBe(200);
    const [failed] = await t.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(failed!.delivery).toBe('FAILED');
    expect(failed!.deliveryError).toBe(
      'the number is a landline or cannot receive texts (Twilio error 30006)',
    );
    // Twilio may report it again ('failed' after 'undelivered'): one item for the manager.
    await twilio.reportStatus(t.app, text0, 'failed', '30006');
    const items = await failedItems();
    expect(items).toHaveLength(1);
    expect(items[0]!.text).toContain(phone);
    expect(items[0]!.text).toContain('landline');
    expect(items[0]!.userId).toBe(managerA.id);

    // Refused outright by Twilio's API (an invalid number): failed at once, the manager told.
    twilio.failNext(1, 'invalid-number', phone);
    const refused = await writeAsManager(managerA, lead.id, 'Are you still there?');
    expect(refused.delivery).toBe('FAILED');
    expect(refused.deliveryError).toContain('21211');
    expect(await failedItems()).toHaveLength(2);
  });
});

describe('a text left being sent', () => {
  it('is marked not delivered by the sweep, with the manager told, never sent again', async () => {
    const phone = '+17735550188';
    await say(phone, 'Hello, is it still available?');
    const thread = (await threadOf(phone))!;
    const [stuck] = await t.app.db
      .insert(messages)
      .values({
        conversationId: thread.id,
        role: 'assistant',
        content: 'A text the server stopped while sending.',
        channel: 'SMS',
        delivery: 'SENDING',
        createdAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning();
    const sentBefore = twilio.sent.length;
    await t.app.tasks['channel-sweep']!({}, { attempts: 1 });
    const [after] = await t.app.db.select().from(messages).where(eq(messages.id, stuck!.id));
    expect(after!.delivery).toBe('FAILED');
    const items = await t.app.db
      .select()
      .from(attentionItems)
      .where(
        and(
          eq(attentionItems.kind, 'FAILED_DELIVERY'),
          eq(attentionItems.conversationId, thread.id),
        ),
      );
    expect(items).toHaveLength(1);
    expect(twilio.sent.length).toBe(sentBefore);
    // A second sweep finds nothing more to do.
    await t.app.tasks['channel-sweep']!({}, { attempts: 1 });
    expect(
      await t.app.db
        .select()
        .from(attentionItems)
        .where(
          and(
            eq(attentionItems.kind, 'FAILED_DELIVERY'),
            eq(attentionItems.conversationId, thread.id),
          ),
        ),
    ).toHaveLength(1);
  });
});

describe('quiet hours at the property', () => {
  it('an answer to a text just received goes out at night; an unprompted text waits for 8 am', async () => {
    expect(quietHoursEnd(new Date(), NIGHT_ZONE)).not.toBeNull();
    // Just texted: Athena's answer goes out now.
    const answer = await say('+17735550112', 'Hi, still available?', NUMBER_NIGHT);
    expect(answer.delivery).toBe('SENT');

    // Texted 20 minutes ago: the manager's message now is unprompted, and waits.
    const phone = '+17735550113';
    await say(phone, 'Hello, is there a gym?', NUMBER_NIGHT);
    const thread = (await threadOf(phone, NUMBER_NIGHT))!;
    expect(thread.propertyId).toBe(propertyNight);
    await t.app.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '20 minutes'` })
      .where(and(eq(messages.conversationId, thread.id), eq(messages.role, 'user')));
    const sentBefore = textsTo(phone).length;
    const lead = await leadOf(thread.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead.id}/messages`,
      headers: managerA.headers,
      payload: { message: 'Good evening! Yes, on the ground floor.' },
    });
    expect(response.statusCode).toBe(200);
    const morning = await until(async () => {
      const { rows } = await t.app.db.execute<{ run_at: Date | string }>(
        sql`select run_at from graphile_worker._private_jobs where key = ${`quiet:${thread.id}`}`,
      );
      return rows[0] ? new Date(rows[0].run_at) : undefined;
    }, 'the text held for the morning');
    expect(morning.getTime()).toBe(quietHoursEnd(new Date(), NIGHT_ZONE)!.getTime());
    const [held] = await t.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, thread.id), eq(messages.role, 'manager')));
    expect(held!.delivery).toBe('QUEUED');
    expect(textsTo(phone)).toHaveLength(sentBefore);
  });
});

describe('"Text me instead"', () => {
  it('asks the number’s owner, and on YES records consent, moves the chat to texts and sends Athena’s first text', async () => {
    const email = 'texter@example.com';
    const { headers } = await startProspectChat(t.app, propertyA, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/text-me',
      headers,
      payload: { propertyId: propertyA, phone: '(773) 555-0114' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const phone = '+17735550114';
    const ask = await until(async () => textsTo(phone).at(-1), 'the confirmation text');
    expect(ask).toMatchObject({
      from: NUMBER_A,
      body: 'Harbor View: reply YES to get texts from Athena about this home. Msg & data rates may apply. Reply STOP to opt out.',
    });
    // Not yet the chat's: the number's owner has not answered.
    expect(await threadOf(phone)).toMatchObject({ channel: 'CHAT' });
    expect((await leadOf((await threadOf(phone))!.id)).smsConsentAt).toBeNull();

    await text(phone, 'Yes');
    const first = await until(
      async () => textsTo(phone).find((m) => m.body.startsWith("Hi, it's Athena")),
      'Athena’s first text',
    );
    expect(first).toMatchObject({
      from: NUMBER_A,
      body: "Hi, it's Athena for Harbor View. You can text me here any time. Reply STOP to opt out.",
    });
    const thread = (await threadOf(phone))!;
    expect(thread.channel).toBe('SMS');
    const lead = await leadOf(thread.id);
    expect(lead.smsConsentText).toBe(SMS_CONSENT_TEXT);
    expect(lead.smsConsentAt).toBeInstanceOf(Date);
    expect(lead.phone).toBe('17735550114');

    // Their text back lands in the same conversation, under their own e-mail.
    const answer = await say(phone, 'Great. Do you allow cats?');
    expect(answer.conversationId).toBe(thread.id);
    const [prospect] = await t.app.db
      .select({ email: potentialTenants.email })
      .from(potentialTenants)
      .where(eq(potentialTenants.id, thread.potentialTenantId!));
    expect(prospect!.email).toBe(email);
  });

  it('never brings someone else’s texts into a chat that typed their number', async () => {
    const victim = '+17735550133';
    // The victim texts the property: their own thread.
    await say(victim, 'Hi, is the 2 bedroom available?');
    const own = (await threadOf(victim))!;
    // Someone else's chat asks for texts at the victim's number, and is not confirmed.
    const { headers } = await startProspectChat(t.app, propertyA, 'someone-else@example.com');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/text-me',
      headers,
      payload: { propertyId: propertyA, phone: victim },
    });
    expect(asked.statusCode).toBe(200);
    const reply = await say(victim, 'And is parking included?');
    expect(reply.conversationId).toBe(own.id);
  });

  it('refuses a property without a number (409), a number that texted STOP (409) and a bad number (400)', async () => {
    const night = await startProspectChat(t.app, propertyB, 'no-number@example.com');
    await t.app.db.update(properties).set({ smsNumber: null }).where(eq(properties.id, propertyB));
    const call = (headers: Record<string, string>, propertyId: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/conversations/text-me',
        headers,
        payload: { propertyId, phone },
      });
    try {
      const noNumber = await call(night.headers, propertyB, '7735550115');
      expect(noNumber.statusCode).toBe(409);
      expect(noNumber.json().error.message).toContain('does not take text messages');
    } finally {
      await t.app.db
        .update(properties)
        .set({ smsNumber: NUMBER_B })
        .where(eq(properties.id, propertyB));
    }
    const { headers } = await startProspectChat(t.app, propertyA, 'stopped@example.com');
    await t.app.db.insert(smsOptOuts).values({ phone: '+17735550116', number: NUMBER_A });
    const stopped = await call(headers, propertyA, '+1 773 555 0116');
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error.message).toContain(`text START to ${NUMBER_A}`);
    expect(textsTo('+17735550116')).toHaveLength(0);
    const bad = await call(headers, propertyA, '555-0116');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('phone');
  });
});

describe("a property's text number", () => {
  const patch = (manager: TestManager, id: string, smsNumber: string | null) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${id}`,
      headers: manager.headers,
      payload: { smsNumber },
    });
  const test = (manager: TestManager, id: string, to: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${id}/sms-test`,
      headers: manager.headers,
      payload: { to },
    });

  it('is read and written with the property, one property per number', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: managerA.headers,
      payload: { address: '7 Test Street', type: 'CONDO' },
    });
    const { id } = create.json() as { id: string };
    expect((await patch(managerA, id, '+13125550177')).json().smsNumber).toBe('+13125550177');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${id}`,
      headers: managerA.headers,
    });
    expect(read.json().smsNumber).toBe('+13125550177');
    // Another account's property has this one.
    const taken = await patch(managerA, id, NUMBER_B);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'This text number is already used by another property. Each number can belong to one property only.',
    );
    expect((await patch(managerA, id, '312-555-0177')).statusCode).toBe(400);
    expect((await patch(managerA, id, null)).json().smsNumber).toBeNull();
  });

  it('sends a test text from the number, with the provider’s refusal as a 502', async () => {
    const sent = await test(managerA, propertyA, '+17735550117');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true, id: textsTo('+17735550117').at(-1)!.sid });
    expect(textsTo('+17735550117').at(-1)).toMatchObject({
      from: NUMBER_A,
      body: 'This is a test message from Porchlight for Harbor View.',
    });

    twilio.failNext(1, 'invalid-number', '+17735550118');
    const refused = await test(managerA, propertyA, '+17735550118');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toContain('21211');

    await t.app.db.insert(smsOptOuts).values({ phone: '+17735550119', number: NUMBER_A });
    const stopped = await test(managerA, propertyA, '+17735550119');
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error.message).toContain('texted STOP');
    expect(textsTo('+17735550119')).toHaveLength(0);

    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: managerA.headers,
      payload: { address: '8 Test Street', type: 'CONDO' },
    });
    expect((await test(managerA, create.json().id, '+17735550117')).statusCode).toBe(409);
    // Another manager's property: not found, nothing sent.
    const before = textsTo('+17735550117').length;
    expect((await test(managerB, propertyA, '+17735550117')).statusCode).toBe(404);
    expect(textsTo('+17735550117')).toHaveLength(before);
  });
});

describe('without Twilio configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => bare?.close());

  it('answers 404 to the webhooks and 503 to a test text', async () => {
    const { response } = await twilio.text(bare.app, INBOUND, {
      from: '+17735550120',
      to: NUMBER_A,
      body: 'hello',
    });
    expect(response.statusCode).toBe(404);
    const status = await bare.app.inject({
      method: 'POST',
      url: '/api/v1/channels/sms/twilio/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(status.statusCode).toBe(404);
    const manager = await createManager(bare.app);
    const [property] = await bare.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '1 Bare St', type: 'CONDO', smsNumber: NUMBER_A })
      .returning({ id: properties.id });
    const test = await bare.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property!.id}/sms-test`,
      headers: manager.headers,
      payload: { to: '+17735550120' },
    });
    expect(test.statusCode).toBe(503);
  });
});
