import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantProvider, TurnInput, TurnOutput } from '../src/ai/athena/turn.ts';
import {
  attentionItems,
  mailOutbox,
  potentialTenants,
  properties,
  tenantLeases,
  tenantPropertyInterests,
  tenants,
  units,
  webhookDeliveries,
} from '../src/db/schema/index.ts';
import { createReplyTask } from '../src/modules/assistant/reply.task.ts';
import { createResidentReplyTask } from '../src/modules/assistant/resident.task.ts';
import { createDigestTask } from '../src/modules/attention/attention.tasks.ts';
import {
  appendMessage,
  createConversation,
} from '../src/modules/conversations/conversation.store.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

/**
 * What a turn hands over besides its reply, stored where the turn is stored: the name a
 * prospect gave (on their lead and their identity), and a resident's repair report (an item
 * under Needs attention; an emergency mailed at once). The turns come from a scripted
 * provider, as the engine would give them.
 */

/** A provider that answers each turn with `next` (the output's other fields as a quiet turn). */
function scripted() {
  let next: Partial<TurnOutput> = {};
  const inputs: TurnInput[] = [];
  const provider: AssistantProvider = {
    name: 'scripted',
    async reply(input: TurnInput): Promise<TurnOutput> {
      inputs.push(input);
      return {
        text: 'Thank you!',
        updates: {},
        pendingQuestion: input.pendingQuestion,
        reaskCount: input.reaskCount,
        skipped: input.skipped,
        status: input.status,
        unanswered: [],
        accessibilityQuestion: null,
        ...next,
      };
    },
  };
  return { provider, inputs, will: (output: Partial<TurnOutput>) => (next = output) };
}

/** A job's first attempt, as the workers run it. */
const attempt = { attempts: 1 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

/** Waits for a mail to `to` whose subject passes `match`. */
async function mailTo(to: string, match: (subject: string) => boolean) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to)).find((mail) => match(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error(`no such mail to ${to}: ${JSON.stringify(await mailsTo(to))}`);
}

/** Waits until no notification job of Needs attention is left to run. */
async function notificationsDone() {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await t.app.db.execute(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'attention.notify'`,
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error('the notification jobs did not run');
}

describe('a name the prospect gave', () => {
  let manager: TestManager;
  let propertyId: string;
  const { provider, inputs, will } = scripted();

  beforeAll(async () => {
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '12 Willow Way', type: 'DUPLEX', questions: '' })
      .returning();
    propertyId = property!.id;
  });

  /** A lead with a conversation, as a chat starts it (no job queued); `name` as the chat form gave it. */
  async function lead(email: string, name: { firstName?: string; lastName?: string } = {}) {
    const [prospect] = await t.app.db
      .insert(potentialTenants)
      .values({ email, ...name })
      .returning();
    const conversationId = await createConversation(t.app.db, {
      kind: 'PROPERTY_INTEREST',
      propertyId,
      unitId: null,
      potentialTenantId: prospect!.id,
    });
    const [interest] = await t.app.db
      .insert(tenantPropertyInterests)
      .values({ propertyId, potentialTenantId: prospect!.id, conversationId })
      .returning();
    await appendMessage(t.app.db, conversationId, 'assistant', 'Hello, I am Athena.');
    const turn = async (message: string, output: Partial<TurnOutput>) => {
      await appendMessage(t.app.db, conversationId, 'user', message);
      will(output);
      await createReplyTask(t.app, provider)({ conversationId }, attempt);
    };
    const names = async () => {
      const [row] = await t.app.db
        .select({
          lead: {
            firstName: tenantPropertyInterests.firstName,
            lastName: tenantPropertyInterests.lastName,
          },
          prospect: { firstName: potentialTenants.firstName, lastName: potentialTenants.lastName },
        })
        .from(tenantPropertyInterests)
        .innerJoin(
          potentialTenants,
          eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId),
        )
        .where(eq(tenantPropertyInterests.id, interest!.id));
      return row;
    };
    return { id: interest!.id, turn, names };
  }

  const page = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/page?q=${encodeURIComponent(q)}`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().leads as {
      tenantPropertyInterest: { id: string };
      potentialTenant: { firstName: string | null; lastName: string | null; email: string };
    }[];
  };

  it('stores a full name on the lead and the prospect; the leads API returns it and finds it', async () => {
    const priya = await lead('priya@example.com');
    await priya.turn("I'm Priya Shah, is parking included?", { prospectName: 'Priya Shah' });
    expect(await priya.names()).toEqual({
      lead: { firstName: 'Priya', lastName: 'Shah' },
      prospect: { firstName: 'Priya', lastName: 'Shah' },
    });
    const found = await page('priya shah');
    expect(found.map((row) => row.tenantPropertyInterest.id)).toEqual([priya.id]);
    expect(found[0]?.potentialTenant).toMatchObject({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.com',
    });
    const sorted = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/page?sort=name&order=asc',
      headers: manager.headers,
    });
    expect(sorted.json().leads[0].potentialTenant.firstName).toBe('Priya');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads',
      headers: manager.headers,
    });
    expect(list.statusCode).toBe(200);
    const mine = (
      list.json() as { tenantPropertyInterest: { id: string }; potentialTenant: object }[]
    ).find((row) => row.tenantPropertyInterest.id === priya.id);
    expect(mine?.potentialTenant).toMatchObject({ firstName: 'Priya', lastName: 'Shah' });
  });

  it('never replaces a name with a first name alone; a new full name replaces it (a correction)', async () => {
    const priya = await lead('priya.two@example.com');
    await priya.turn('Priya Shah here', { prospectName: 'Priya Shah' });
    // The same first name, or another one alone, leaves the full name as it is.
    await priya.turn('Priya again', { prospectName: 'Priya' });
    await priya.turn('My partner Dana will come too', { prospectName: 'Dana' });
    expect((await priya.names())?.lead).toEqual({ firstName: 'Priya', lastName: 'Shah' });
    // The same name in other case changes nothing either.
    await priya.turn('priya shah', { prospectName: 'priya shah' });
    expect((await priya.names())?.lead).toEqual({ firstName: 'Priya', lastName: 'Shah' });
    // A full name is a correction: it replaces the lead's; the prospect's own name stays.
    await priya.turn("Sorry, it's Priya Sharma", { prospectName: 'Priya Sharma' });
    expect(await priya.names()).toEqual({
      lead: { firstName: 'Priya', lastName: 'Sharma' },
      prospect: { firstName: 'Priya', lastName: 'Shah' },
    });
    expect((await page('sharma')).map((row) => row.tenantPropertyInterest.id)).toEqual([priya.id]);
  });

  it('fills an empty name with a first name, and leaves the name the chat form gave', async () => {
    const dana = await lead('dana@example.com');
    await dana.turn('dana', { prospectName: 'dana' });
    expect(inputs.at(-1)?.prospectName).toBeNull();
    expect(await dana.names()).toEqual({
      lead: { firstName: 'Dana', lastName: null },
      prospect: { firstName: 'Dana', lastName: null },
    });
    // A later full name completes the lead, and the prospect's missing last name.
    await dana.turn('Dana Lee', { prospectName: 'Dana Lee' });
    expect(inputs.at(-1)?.prospectName).toBe('Dana');
    expect(await dana.names()).toEqual({
      lead: { firstName: 'Dana', lastName: 'Lee' },
      prospect: { firstName: 'Dana', lastName: 'Lee' },
    });

    const given = await lead('sam@example.com', { firstName: 'Sam', lastName: 'Ortiz' });
    await given.turn('I am Alex', { prospectName: 'Alex' });
    // The turn knows the name the chat's form gave: Athena does not ask for it.
    expect(inputs.at(-1)?.prospectName).toBe('Sam');
    expect(await given.names()).toEqual({
      lead: { firstName: null, lastName: null },
      prospect: { firstName: 'Sam', lastName: 'Ortiz' },
    });
    // No e-mail or number is taken for a name.
    await given.turn('sam@example.com', { prospectName: 'sam@example.com' });
    expect((await given.names())?.lead).toEqual({ firstName: null, lastName: null });
  });

  it('names the prospect in the manager’s mail once known', async () => {
    const named = await lead('nina@example.com');
    await named.turn('Nina Park here. Is the basement dry?', {
      prospectName: 'Nina Park',
      unanswered: ['Is the basement dry?'],
    });
    const mail = await mailTo(manager.email, (subject) => subject.startsWith('A question'));
    expect(mail.text).toContain('Nina Park <nina@example.com> asked about 12 Willow Way');

    // The viewing invitation greets her by name.
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${named.id}/viewing`,
      headers: manager.headers,
      payload: { datetime: start.toISOString() },
    });
    expect(booked.statusCode).toBe(200);
    const invitation = await mailTo('nina@example.com', (s) => s.startsWith('Your viewing'));
    expect(invitation.text).toMatch(/^Hello Nina Park,/);
  });
});

describe("a resident's maintenance request", () => {
  let manager: TestManager;
  let propertyId: string;
  let unitId: string;
  let residentId: string;
  const { provider, will } = scripted();

  beforeAll(async () => {
    // The manager chose the daily digest: only an emergency is mailed at once.
    manager = await createManager(t.app, undefined, {
      notificationMode: 'DAILY_DIGEST',
      webhookUrl: 'https://hooks.example.com/porchlight',
    });
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '3 Birch Court', type: 'CONDO' })
      .returning();
    propertyId = property!.id;
    const [unit] = await t.app.db.insert(units).values({ propertyId, unitNumber: '7' }).returning();
    unitId = unit!.id;
    const [tenant] = await t.app.db
      .insert(tenants)
      .values({
        userId: manager.id,
        firstName: 'Rita',
        lastName: 'Moreno',
        email: 'rita@example.com',
        phone: '5415550100',
      })
      .returning();
    residentId = tenant!.id;
    await t.app.db.insert(tenantLeases).values({ tenantId: residentId, propertyId, unitId });
  });

  /** The resident writes `message` in their chat (or the manager's preview) and Athena answers with `output`. */
  async function residentTurn(
    message: string,
    output: Partial<TurnOutput>,
    who: { residentId?: string; userId?: string } = { residentId },
  ) {
    const conversationId = await createConversation(t.app.db, {
      kind: 'RESIDENT',
      propertyId,
      unitId,
      residentId: who.residentId ?? null,
      userId: who.userId ?? null,
    });
    await appendMessage(t.app.db, conversationId, 'user', message);
    will(output);
    await createResidentReplyTask(t.app, provider)({ conversationId });
    return conversationId;
  }

  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/attention',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().items as {
      id: string;
      kind: string;
      text: string;
      urgency: string | null;
      unit: { label: string } | null;
      lead: object | null;
      resident: { name: string; email: string; phone: string | null } | null;
    }[];
  };

  it('a routine repair is an item on the unit, in the resident’s words, mailed as the manager chose', async () => {
    await residentTurn('The kitchen drawer sticks, can someone look at it?', {
      text: 'I have passed it on to your property manager.',
      attention: [{ kind: 'MAINTENANCE_REQUEST', text: '', urgency: 'ROUTINE' }],
    });
    const [item] = await list();
    expect(item).toMatchObject({
      kind: 'MAINTENANCE_REQUEST',
      text: 'The kitchen drawer sticks, can someone look at it?',
      urgency: 'ROUTINE',
      unit: { label: 'Unit 7' },
      lead: null,
      resident: { name: 'Rita Moreno', email: 'rita@example.com', phone: '5415550100' },
    });
    // The daily digest: nothing yet, and no "a resident needs you" mail either.
    await notificationsDone();
    expect(await mailsTo(manager.email)).toEqual([]);
    await createDigestTask(t.app)({ userId: manager.id });
    const [digest] = await mailsTo(manager.email);
    expect(digest?.subject).toBe('Porchlight: 1 thing needs your attention');
    expect(digest?.text).toContain(
      'Rita Moreno <rita@example.com> (phone (541) 555-0100) asked for a repair at 3 Birch Court, Unit 7',
    );
  });

  it('an emergency is listed first and mailed at once, even on the daily digest', async () => {
    const conversationId = await residentTurn('Water is pouring through my bathroom ceiling!', {
      text: 'Please turn off the water if you can; I have alerted your property manager.',
      attention: [
        {
          kind: 'MAINTENANCE_REQUEST',
          text: 'Water is pouring through my bathroom ceiling!',
          urgency: 'EMERGENCY',
        },
      ],
    });
    await residentTurn('Also the hallway bulb is out', {
      attention: [{ kind: 'MAINTENANCE_REQUEST', text: 'The hallway bulb is out' }],
    });
    const items = await list();
    expect(items.map((item) => [item.text, item.urgency])).toEqual([
      ['Water is pouring through my bathroom ceiling!', 'EMERGENCY'],
      ['The hallway bulb is out', 'ROUTINE'],
      ['The kitchen drawer sticks, can someone look at it?', 'ROUTINE'],
    ]);
    const mail = await mailTo(manager.email, (subject) => subject.startsWith('EMERGENCY'));
    expect(mail.subject).toBe('EMERGENCY maintenance request: 3 Birch Court, Unit 7');
    expect(mail.text).toContain(
      'EMERGENCY: Rita Moreno <rita@example.com> (phone (541) 555-0100) reported at 3 Birch Court, Unit 7:\n"Water is pouring through my bathroom ceiling!"',
    );
    await notificationsDone();
    // The routine one waits for the digest.
    expect((await mailsTo(manager.email)).map((m) => m.subject).sort()).toEqual([
      'EMERGENCY maintenance request: 3 Birch Court, Unit 7',
      'Porchlight: 1 thing needs your attention',
    ]);

    const [stored] = await t.app.db
      .select()
      .from(attentionItems)
      .where(
        and(
          eq(attentionItems.conversationId, conversationId),
          eq(attentionItems.userId, manager.id),
        ),
      );
    expect(stored).toMatchObject({ residentId, unitId, interestId: null, urgency: 'EMERGENCY' });
    const [event] = await t.app.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.userId, manager.id),
          eq(webhookDeliveries.eventType, 'attention.maintenance_request'),
          sql`${webhookDeliveries.payload}->'data'->>'itemId' = ${stored!.id}`,
        ),
      );
    expect(event?.payload).toMatchObject({
      type: 'attention.maintenance_request',
      data: {
        kind: 'MAINTENANCE_REQUEST',
        urgency: 'EMERGENCY',
        residentId,
        leadId: null,
        unit: { id: unitId, unitNumber: '7' },
      },
    });
  });

  it('is resolved DONE, never with a call’s outcome', async () => {
    const [item] = await list();
    const resolve = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/attention/${item!.id}/resolve`,
        headers: manager.headers,
        payload: { outcome },
      });
    const wrong = await resolve('CALLED_BACK');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION',
      field: 'outcome',
      message: 'outcome must be DONE for a maintenance request, not CALLED_BACK.',
    });
    const done = await resolve('DONE');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', outcome: 'DONE', urgency: 'EMERGENCY' });
  });

  it('a question it could not answer still mails the manager, besides the repair', async () => {
    const before = (await list()).length;
    await residentTurn('The heater rattles. And can I paint my bedroom?', {
      unanswered: ['Can I paint my bedroom?'],
      attention: [{ kind: 'MAINTENANCE_REQUEST', text: 'The heater rattles', urgency: 'ROUTINE' }],
    });
    expect(await list()).toHaveLength(before + 1);
    await mailTo(manager.email, (subject) => subject === 'A resident needs you: 3 Birch Court');
  });

  it('a resident’s call request names them, as a repair does', async () => {
    const headers = await tokenFor(t.app, 'resident', residentId, 'rita@example.com');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vapi/calls',
      headers,
      payload: { propertyId, unitId, phone: '2025550143' },
    });
    expect(requested.statusCode).toBe(200);
    const call = (await list()).find((item) => item.kind === 'CALL_REQUEST');
    expect(call).toMatchObject({
      text: 'Please call (202) 555-0143 (Rita Moreno, resident, rita@example.com).',
      resident: { name: 'Rita Moreno' },
      lead: null,
    });
  });

  it('the manager’s preview raises nothing', async () => {
    const before = await t.app.db
      .select({ id: attentionItems.id })
      .from(attentionItems)
      .where(eq(attentionItems.userId, manager.id));
    await residentTurn(
      'Gas smell in the kitchen',
      { attention: [{ kind: 'MAINTENANCE_REQUEST', text: 'Gas smell', urgency: 'EMERGENCY' }] },
      { userId: manager.id },
    );
    const after = await t.app.db
      .select({ id: attentionItems.id })
      .from(attentionItems)
      .where(eq(attentionItems.userId, manager.id));
    expect(after).toHaveLength(before.length);
  });

  it('keeps the request, nameless, when the resident is deleted', async () => {
    const [other] = await t.app.db
      .insert(tenants)
      .values({ userId: manager.id, firstName: 'Leo', lastName: 'Gray', email: 'leo@example.com' })
      .returning();
    await t.app.db.insert(tenantLeases).values({ tenantId: other!.id, propertyId, unitId });
    await residentTurn(
      'I am locked out',
      { attention: [{ kind: 'MAINTENANCE_REQUEST', text: 'Locked out', urgency: 'EMERGENCY' }] },
      { residentId: other!.id },
    );
    await t.app.db.delete(tenants).where(eq(tenants.id, other!.id));
    const [first] = await list();
    expect(first).toMatchObject({ text: 'Locked out', urgency: 'EMERGENCY', resident: null });
    expect(first?.unit).toEqual(expect.objectContaining({ label: 'Unit 7' }));
  });
});
