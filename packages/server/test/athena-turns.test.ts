import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantProvider, TurnInput, TurnOutput } from '../src/ai/athena/turn.ts';
import {
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
} from '../src/db/schema/index.ts';
import { createReplyTask } from '../src/modules/assistant/reply.task.ts';
import {
  appendMessage,
  createConversation,
} from '../src/modules/conversations/conversation.store.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Two of Athena's turns for one conversation at once: the prospect wrote again while the
 * first turn waited on a slow model. Exactly one reply per message, none lost.
 */

/** A provider whose replies wait until the test lets them go; it records what each read. */
function gatedProvider() {
  const reads: string[][] = [];
  const gates: (() => void)[] = [];
  const provider: AssistantProvider = {
    name: 'gated',
    async reply(input: TurnInput): Promise<TurnOutput> {
      reads.push(input.newMessages);
      const turn = reads.length;
      await new Promise<void>((resolve) => gates.push(resolve));
      return {
        text: `reply ${turn} to: ${input.newMessages.join(' + ')}`,
        updates: {},
        pendingQuestion: input.pendingQuestion,
        reaskCount: input.reaskCount,
        skipped: input.skipped,
        status: input.status,
        unanswered: [],
        accessibilityQuestion: null,
      };
    },
  };
  /** Resolves once `n` turns are waiting on the provider. */
  const waiting = async (n: number) => {
    for (let i = 0; i < 200 && gates.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    expect(gates.length).toBe(n);
  };
  return { provider, reads, waiting, release: (turn: number) => gates[turn - 1]?.() };
}

/** A job's first attempt, as the workers run it. */
const attempt = { attempts: 1 };

let t: TestApp;
let propertyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [property] = await t.app.db
    .insert(properties)
    .values({ address: '7 Overlap Lane', type: 'SINGLE_FAMILY', questions: '' })
    .returning();
  propertyId = property!.id;
});
afterAll(() => t.close());

/** A conversation with Athena's greeting in it, made without queueing any job. */
async function conversationWithGreeting(email: string): Promise<string> {
  const [prospect] = await t.app.db.insert(potentialTenants).values({ email }).returning();
  const conversationId = await createConversation(t.app.db, {
    kind: 'PROPERTY_INTEREST',
    propertyId,
    unitId: null,
    potentialTenantId: prospect!.id,
  });
  await t.app.db
    .insert(tenantPropertyInterests)
    .values({ propertyId, potentialTenantId: prospect!.id, conversationId });
  await appendMessage(t.app.db, conversationId, 'assistant', 'Hello, I am Athena.');
  return conversationId;
}

async function transcript(conversationId: string) {
  const rows = await t.app.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.seq));
  return rows.map((row) => `${row.role}: ${row.content}`);
}

describe("Athena's turns overlapping", () => {
  it.each([
    ['the newer turn finishes first', 'overtaken@example.com', [2, 1]],
    ['the older turn finishes first', 'older-first@example.com', [1, 2]],
  ] as const)(
    'drops a turn a newer message overtook (%s): the newer turn answers both, once',
    async (_, email, order) => {
      const conversationId = await conversationWithGreeting(email);
      const { provider, reads, waiting, release } = gatedProvider();
      // Two server processes, each with its own worker: their turns overlap.
      const [one, other] = [createReplyTask(t.app, provider), createReplyTask(t.app, provider)];

      await appendMessage(t.app.db, conversationId, 'user', 'Is there parking?');
      const turns = [one({ conversationId }, attempt)];
      await waiting(1);
      await appendMessage(t.app.db, conversationId, 'user', 'Do you allow cats?');
      turns.push(other({ conversationId }, attempt));
      await waiting(2);

      for (const n of order) {
        release(n);
        await turns[n - 1];
      }
      expect(reads).toEqual([['Is there parking?'], ['Is there parking?', 'Do you allow cats?']]);
      expect(await transcript(conversationId)).toEqual([
        'assistant: Hello, I am Athena.',
        'user: Is there parking?',
        'user: Do you allow cats?',
        'assistant: reply 2 to: Is there parking? + Do you allow cats?',
      ]);
    },
  );

  it("stores nothing of a turn the manager's message overtook: the manager spoke last", async () => {
    const conversationId = await conversationWithGreeting('manager-wrote@example.com');
    const { provider, reads, waiting, release } = gatedProvider();
    const turn = createReplyTask(t.app, provider);

    await appendMessage(t.app.db, conversationId, 'user', 'Is there parking?');
    const running = turn({ conversationId }, attempt);
    await waiting(1);
    await appendMessage(t.app.db, conversationId, 'manager', 'Yes, one space per unit.', {
      authorName: 'Pat',
    });
    release(1);
    await running;
    // Her reply came from a conversation that has moved on; read again, the manager has
    // answered the question (as a turn would find had it started after the manager wrote).
    expect(reads).toEqual([['Is there parking?']]);
    expect(await transcript(conversationId)).toEqual([
      'assistant: Hello, I am Athena.',
      'user: Is there parking?',
      'manager: Yes, one space per unit.',
    ]);
  });

  it('gives the turn again when her own reply overtook it (two processes, one message), answering once', async () => {
    const conversationId = await conversationWithGreeting('twice@example.com');
    const { provider, reads, waiting, release } = gatedProvider();
    // Two server processes, each with its own worker, took a job of the conversation each.
    const [one, other] = [createReplyTask(t.app, provider), createReplyTask(t.app, provider)];

    await appendMessage(t.app.db, conversationId, 'user', 'Is there parking?');
    const turns = [one({ conversationId }, attempt), other({ conversationId }, attempt)];
    await waiting(2);
    // The turn that asked second stores its reply first (either process may be that one:
    // the first to finish is it, the other still waits on the model).
    release(2);
    await Promise.race(turns);
    release(1);
    await Promise.all(turns);
    expect(reads).toEqual([['Is there parking?'], ['Is there parking?']]);
    expect(await transcript(conversationId)).toEqual([
      'assistant: Hello, I am Athena.',
      'user: Is there parking?',
      'assistant: reply 2 to: Is there parking?',
    ]);
  });

  it("runs one process's turns of a conversation one after another: the second finds the message answered", async () => {
    const conversationId = await conversationWithGreeting('one-process@example.com');
    const { provider, reads, waiting, release } = gatedProvider();
    const turn = createReplyTask(t.app, provider);

    await appendMessage(t.app.db, conversationId, 'user', 'Is there parking?');
    await appendMessage(t.app.db, conversationId, 'user', 'And storage?');
    // Each message queued a job; two workers of one process take them at once.
    const turns = [turn({ conversationId }, attempt), turn({ conversationId }, attempt)];
    await waiting(1);
    release(1);
    await Promise.all(turns);
    expect(reads).toEqual([['Is there parking?', 'And storage?']]);
    expect(await transcript(conversationId)).toEqual([
      'assistant: Hello, I am Athena.',
      'user: Is there parking?',
      'user: And storage?',
      'assistant: reply 1 to: Is there parking? + And storage?',
    ]);
  });

  it('answers a message sent after a turn was stored in a turn of its own', async () => {
    const conversationId = await conversationWithGreeting('in-turn@example.com');
    const { provider, waiting, release } = gatedProvider();
    const turn = createReplyTask(t.app, provider);

    await appendMessage(t.app.db, conversationId, 'user', 'Is there parking?');
    const first = turn({ conversationId }, attempt);
    await waiting(1);
    release(1);
    await first;
    await appendMessage(t.app.db, conversationId, 'user', 'Do you allow cats?');
    const second = turn({ conversationId }, attempt);
    await waiting(2);
    release(2);
    await second;
    // Run again (a job retried after a restart): nothing new to answer.
    await turn({ conversationId }, attempt);
    expect(await transcript(conversationId)).toEqual([
      'assistant: Hello, I am Athena.',
      'user: Is there parking?',
      'assistant: reply 1 to: Is there parking?',
      'user: Do you allow cats?',
      'assistant: reply 2 to: Do you allow cats?',
    ]);
  });
});
