import { setMaxListeners } from 'node:events';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, percentile } from './server.mjs';

const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';
const CONVERSATION = `/api/v2/conversations/property-interest/${DEMO_PROPERTY}`;
const EVENTS = `/api/v1/conversations/property-interest/${DEMO_PROPERTY}/events`;
const SEND = `/api/v1/conversations/property-interest/${DEMO_PROPERTY}`;

/** Athena's last words once pre-screening is complete (the lead is PRE_SCREENING_COMPLETE). */
const COMPLETE = "that's everything I need for now";
/** Her second try at a question she could not read an answer from. */
const REASK = "Sorry, I didn't quite catch that";

/**
 * What a prospect answers to each of Athena's pre-screening questions (questions.ts). The
 * demo property asks PETS, SMOKING, MOVE_IN_DATE, MONTHLY_INCOME, TOTAL_RESIDENTS, and
 * COUNT, TYPE, DOG_BREED, DOG_SIZE after a yes to pets. Prospects differ in their pets
 * (none, a cat, a dog, two cats), so the pet follow-ups are part of the burst too.
 */
const PET_ANSWERS = ['No pets', 'Yes, one cat', 'Yes, I have a dog', 'Yes, two cats'];
const answerTo = (question, i) => {
  const answers = [
    ['Do you have any pets?', PET_ANSWERS[i % PET_ANSWERS.length]],
    ['How many pets do you have?', i % 4 === 3 ? '2' : '1'],
    ['What kind of pets are they', i % 4 === 2 ? 'A dog' : 'Cats'],
    ['Are any of them emotional support', 'No'],
    ['What breed is your dog?', 'A beagle'],
    ['much does your dog weigh?', 'About 25 pounds'],
    ['Does anyone in your household smoke?', "No, I don't smoke"],
    ['When would you like to move in?', 'March 1st'],
    ["What is your household's total monthly income", '$6,000 a month'],
    ['How many people will be living in the home', '2 people'],
  ];
  return answers.find(([asked]) => question.includes(asked))?.[1] ?? null;
};

/**
 * Watches one prospect's conversation: over its event stream (the widget's way), or by
 * polling the GET with If-None-Match every `pollMs`. `waitFor(test)` resolves with the first
 * message list that passes, rejecting when `signal` aborts (the burst's deadline).
 */
function watch(base, jwt, signal, { via, pollMs }) {
  let messages = [];
  let failure = null;
  const waiters = new Set();
  const update = (list) => {
    messages = list;
    for (const waiter of [...waiters]) {
      if (waiter.test(list)) {
        waiters.delete(waiter);
        waiter.resolve(list);
      }
    }
  };
  const headers = { authorization: `Bearer ${jwt}` };
  void (async () => {
    if (via === 'poll') {
      let etag = null;
      while (!signal.aborted) {
        const response = await fetch(`${base}${CONVERSATION}`, {
          headers: etag ? { ...headers, 'if-none-match': etag } : headers,
          signal,
        });
        if (response.status === 200) {
          etag = response.headers.get('etag');
          update((await response.json()).messages);
        } else if (response.status !== 304) {
          throw new Error(`A poll answered ${response.status}.`);
        } else await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return;
    }
    // node:http rather than fetch: an aborted fetch stream leaves undici holding an unused
    // connection, and the server's shutdown waits ten seconds for it.
    const response = await new Promise((resolve, reject) => {
      const request = get(`${base}${EVENTS}`, { headers, signal, agent: false });
      request.on('response', resolve);
      request.on('error', reject);
    });
    if (response.statusCode !== 200) {
      response.resume();
      throw new Error(`The event stream answered ${response.statusCode}.`);
    }
    response.setEncoding('utf8');
    let buffer = '';
    for await (const chunk of response) {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = () => JSON.parse(block.slice(block.indexOf('\ndata: ') + 7));
        // The whole conversation first, then what is new after the last message sent.
        if (block.startsWith('event: conversation\n')) update(data().messages);
        else if (block.startsWith('event: messages\n')) {
          const delta = data();
          if (delta.after !== (messages.at(-1)?.id ?? null))
            throw new Error('A delta skipped messages.');
          update([...messages, ...delta.messages]);
        }
      }
    }
  })().catch((error) => {
    if (signal.aborted) return;
    failure = error;
    for (const waiter of waiters) waiter.reject(error);
  });
  return {
    waitFor(test) {
      if (test(messages)) return Promise.resolve(messages);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const waiter = { test, resolve, reject };
        waiters.add(waiter);
        signal.addEventListener('abort', () => reject(new Error('deadline')), { once: true });
      });
    },
  };
}

/** Index of the n-th (1-based) message of `role`, or -1. */
const nthIndex = (list, role, n) => {
  let seen = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i].role === role && ++seen === n) return i;
  }
  return -1;
};

/** Whether Athena answered the n-th user message (an assistant message follows it). */
const answered = (n) => (list) => {
  const at = nthIndex(list, 'user', n);
  return at >= 0 && list.slice(at + 1).some((m) => m.role === 'assistant');
};

/** One prospect: starts the chat, then answers each question once it has arrived. */
async function chat(base, i, run, signal, options, replies) {
  const state = {
    email: `burst-${run}-${i}@bench.test`,
    jwt: null,
    sent: [],
    startMs: null,
    greetingMs: null,
    replyMs: [],
    reasks: 0,
    completed: false,
    error: null,
  };
  try {
    const started = performance.now();
    const start = await api(base, 'POST', '/api/v2/conversations/property-interest', {
      email: state.email,
      propertyId: DEMO_PROPERTY,
      unitId: DEMO_UNIT,
    });
    if (start.status !== 201) throw new Error(`Starting the chat answered ${start.status}.`);
    state.startMs = performance.now() - started;
    state.jwt = start.body.jwt;
    const conversation = watch(base, state.jwt, signal, options);
    let list = await conversation.waitFor((l) => l.some((m) => m.role === 'assistant'));
    state.greetingMs = performance.now() - started;
    replies.push(performance.now());
    // A prospect answers at most a dozen questions (five, four pet follow-ups, re-asks).
    for (let step = 0; step < 12; step++) {
      const last = list.at(-1);
      if (last.content.includes(COMPLETE)) {
        state.completed = true;
        break;
      }
      if (last.content.startsWith(REASK)) state.reasks += 1;
      const answer = answerTo(last.content, i);
      if (!answer) throw new Error(`No answer to: ${last.content.slice(-120)}`);
      // A person reads the question and types the answer: thinkMs on average, ±50 %.
      if (options.thinkMs)
        await sleep(options.thinkMs * (0.5 + Math.random()), undefined, { signal });
      state.sent.push(answer);
      const sentAt = performance.now();
      const sent = await api(base, 'POST', SEND, { message: answer }, state.jwt);
      if (sent.status !== 200) throw new Error(`Sending a message answered ${sent.status}.`);
      list = await conversation.waitFor(answered(state.sent.length));
      state.replyMs.push(performance.now() - sentAt);
      replies.push(performance.now());
    }
    if (!state.completed) throw new Error('Pre-screening did not complete in 12 answers.');
  } catch (error) {
    state.error = signal.aborted ? 'deadline' : error.message;
  }
  return state;
}

/**
 * Checks one finished conversation as stored: every message sent stored exactly once, one
 * greeting, exactly one reply after each message (none lost, none duplicated), completed.
 */
function verify(state, messages) {
  const found = { lost: 0, duplicated: 0, lostReplies: 0, duplicatedReplies: 0, complete: false };
  const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const expected = [...state.sent];
  for (const text of new Set([...expected, ...users])) {
    const stored = users.filter((u) => u === text).length;
    const wanted = expected.filter((e) => e === text).length;
    if (stored < wanted) found.lost += wanted - stored;
    if (stored > wanted) found.duplicated += stored - wanted;
  }
  // Runs of assistant messages: before the first user message (the greeting) and after each.
  const runs = [0];
  for (const message of messages) {
    if (message.role === 'user') runs.push(0);
    else runs[runs.length - 1] += 1;
  }
  for (const count of runs) {
    if (count === 0) found.lostReplies += 1;
    if (count > 1) found.duplicatedReplies += count - 1;
  }
  found.complete =
    messages.at(-1)?.role === 'assistant' && messages.at(-1).content.includes(COMPLETE);
  return found;
}

/**
 * A burst of `prospects` chatting at once through the whole pre-screening flow with the
 * seeded demo: every prospect starts a chat at the same moment, then answers Athena's
 * questions one at a time, each only after her question arrived, until she says
 * pre-screening is complete (at once, or after `thinkMs` of reading and typing, as people
 * take: ±50 %). Measures each message's POST → Athena's reply visible (over
 * the event stream by default, or polling every `pollMs`), replies per second over the
 * burst, and verifies every conversation as stored. Gives up after `timeoutMs`.
 */
export async function burstBench(
  base,
  { prospects = 200, timeoutMs = 120_000, via = 'events', pollMs = 100, thinkMs = 0 } = {},
) {
  const run = Date.now();
  const controller = new AbortController();
  setMaxListeners(0, controller.signal); // one listener per stream and wait
  const deadline = setTimeout(() => controller.abort(), timeoutMs);
  const replies = [];
  const started = performance.now();
  let states;
  try {
    states = await Promise.all(
      Array.from({ length: prospects }, (_, i) =>
        chat(base, i, run, controller.signal, { via, pollMs, thinkMs }, replies),
      ),
    );
  } finally {
    clearTimeout(deadline);
    controller.abort(); // closes every stream and poll loop
  }
  const burstMs = (replies.length ? Math.max(...replies) : performance.now()) - started;

  // A reply still queued at the deadline gets a moment to land before the count.
  if (states.some((s) => s.error)) await new Promise((resolve) => setTimeout(resolve, 3000));
  const totals = {
    lost: 0,
    duplicated: 0,
    lostReplies: 0,
    duplicatedReplies: 0,
    completed: 0,
    verifiedComplete: 0,
  };
  for (const state of states) {
    if (state.completed) totals.completed += 1;
    if (!state.jwt) continue;
    const stored = await api(base, 'GET', CONVERSATION, null, state.jwt);
    if (stored.status !== 200) {
      state.error ??= `Reading the conversation answered ${stored.status}.`;
      continue;
    }
    const found = verify(state, stored.body.messages);
    totals.lost += found.lost;
    totals.duplicated += found.duplicated;
    totals.lostReplies += found.lostReplies;
    totals.duplicatedReplies += found.duplicatedReplies;
    if (found.complete) totals.verifiedComplete += 1;
  }

  const times = states.flatMap((s) => s.replyMs).sort((a, b) => a - b);
  const sortedTimes = (key) =>
    states
      .map((s) => s[key])
      .filter((ms) => ms !== null)
      .sort((a, b) => a - b);
  const greetings = sortedTimes('greetingMs');
  const starts = sortedTimes('startMs');
  const errors = {};
  for (const { error } of states) if (error) errors[error] = (errors[error] ?? 0) + 1;
  const round = (n) => (Number.isFinite(n) ? Math.round(n) : null);
  return {
    prospects,
    via,
    seconds: Math.round(burstMs / 100) / 10,
    replies: replies.length,
    messages: times.length,
    repliesPerSecond: Math.round((replies.length / burstMs) * 1000 * 10) / 10,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)),
    greetingP50: round(percentile(greetings, 50)),
    greetingP95: round(percentile(greetings, 95)),
    startP50: round(percentile(starts, 50)),
    startP95: round(percentile(starts, 95)),
    reasks: states.reduce((sum, s) => sum + s.reasks, 0),
    ...totals,
    incomplete: prospects - totals.verifiedComplete,
    errors,
  };
}
