import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { signUpManager, startMailCatcher } from './manager.mjs';
import { api, percentile, startServer } from './server.mjs';

const DOMAIN = 'bench.test';
const ADDRESS = '400 Bench Avenue, Springfield, IL 62701';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A Buildium guest card for the bench property, as the manager's mail rule forwards it. */
const guestCard = (to, email, n) =>
  [
    'From: Buildium <notifications@managebuilding.com>',
    `To: ${to}`,
    `Subject: New guest card: Prospect ${n}`,
    `Message-ID: <bench-${n}-${Date.now()}@managebuilding.com>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Name: Prospect ${n}`,
    `Email: ${email}`,
    `Property: ${ADDRESS}`,
    'Comments: Hi, is parking included, and do you allow cats?',
    '',
  ].join('\r\n');

/** A prospect's reply to Athena's last e-mail in their thread, as a mail client sends it. */
const reply = (to, from, n) =>
  [
    `From: ${from}`,
    `To: ${to}`,
    'Subject: Re: Your inquiry',
    `Message-ID: <reply-${n}-${Date.now()}@prospects.test>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    n % 2 ? 'Is there a dishwasher?' : 'How much is the security deposit?',
    '',
    'On Fri, Nov 27, 2026 at 9:58 AM Athena wrote:',
    '> Do you have any pets?',
    '',
  ].join('\r\n');

const replyToOf = (raw) => /^Reply-To:\s*(\S+@\S+)\s*$/im.exec(raw)?.[1]?.replace(/[<>]/g, '');

/**
 * Inbound e-mail answered end to end on the default install, through the server's SMTP
 * listener, Athena's answers caught by a loopback SMTP server:
 * - `leads`: forwarded listing leads, `threads` of them as fast as the listener takes them,
 *   each answered (a new prospect, lead and thread each);
 * - `latency`: a prospect's reply in a thread, one at a time, from the listener's
 *   acceptance to Athena's answer arriving;
 * - `sustained`: replies at `rate` a second for `seconds` across the threads, then every
 *   answer awaited: none may be missing, none sent twice.
 */
export async function channelsBench({ threads = 200, samples = 40, rate = 50, seconds = 60 } = {}) {
  const catcher = await startMailCatcher();
  const inboundPort = await freePort();
  const server = await startServer({
    SMTP_URL: catcher.url,
    MAIL_DOMAIN: DOMAIN,
    INBOUND_SMTP_PORT: String(inboundPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    // A load generator's prospects write far faster than people: the limits are for people.
    RATE_LIMIT_INBOUND_PER_SENDER: '1000000',
    RATE_LIMIT_AUTO_REPLIES_PER_ADDRESS: '1000000',
  });
  const send = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 20,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  const inbound = (to, raw) =>
    send.sendMail({ envelope: { from: 'sender@bench.test', to: [to] }, raw });
  try {
    const manager = await signUpManager(server.base, catcher);
    const user = await api(
      server.base,
      'GET',
      `/api/v1/users/${manager.userId}`,
      null,
      manager.token,
    );
    const forwarding = `buildium-${user.body.listingEmailId}@${DOMAIN}`;
    const created = await api(
      server.base,
      'POST',
      '/api/v1/properties',
      { address: ADDRESS, type: 'MULTI_FAMILY' },
      manager.token,
    );
    if (created.status !== 201)
      throw new Error(`Creating the property answered ${created.status}.`);

    const prospects = Array.from({ length: threads }, (_, n) => `prospect-${n}@prospects.test`);
    const leadsStarted = performance.now();
    await Promise.all(
      prospects.map((email, n) => inbound(forwarding, guestCard(forwarding, email, n))),
    );
    const acceptedFor = performance.now() - leadsStarted;
    const replyTo = new Map();
    for (const email of prospects) {
      const [first] = await catcher.waitFor(email, 1, 300_000);
      replyTo.set(email, replyToOf(first.raw));
    }
    const leadsFor = performance.now() - leadsStarted;

    const latencies = [];
    for (let n = 0; n < samples; n++) {
      const email = prospects[n % threads];
      const before = catcher.arrivals.get(email).length;
      await inbound(replyTo.get(email), reply(replyTo.get(email), email, n));
      const accepted = performance.now();
      const list = await catcher.waitFor(email, before + 1);
      latencies.push(list[before].at - accepted);
    }
    latencies.sort((a, b) => a - b);

    const total = rate * seconds;
    const answersBefore = new Map(
      prospects.map((email) => [email, catcher.arrivals.get(email).length]),
    );
    const lastReplyAt = new Map();
    const started = performance.now();
    const sends = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const email = prospects[n % threads];
      sends.push(
        inbound(replyTo.get(email), reply(replyTo.get(email), email, 1000 + n)).then(() =>
          lastReplyAt.set(email, performance.now()),
        ),
      );
    }
    const settled = await Promise.allSettled(sends);
    const refused = settled.filter((r) => r.status === 'rejected').length;
    const acceptedIn = performance.now() - started;
    // Replies that arrive while Athena answers the one before are answered together, in one
    // e-mail; every thread must have an answer that arrived after its last reply.
    const deadline = performance.now() + 600_000;
    const unanswered = () =>
      prospects.filter(
        (email) => !(catcher.arrivals.get(email).at(-1).at > lastReplyAt.get(email)),
      );
    while (performance.now() < deadline && unanswered().length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drained = performance.now() - started;
    const ids = prospects.flatMap((email) =>
      catcher.arrivals.get(email).map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]),
    );
    const answers = prospects.reduce(
      (sum, email) => sum + catcher.arrivals.get(email).length - answersBefore.get(email),
      0,
    );
    return {
      leads: {
        threads,
        acceptedPerSecond: Math.round(threads / (acceptedFor / 1000)),
        allAnsweredAfterSeconds: Math.round(leadsFor / 100) / 10,
      },
      latency: {
        samples,
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        max: Math.round(latencies.at(-1)),
      },
      sustained: {
        offered: total,
        rate,
        seconds,
        acceptedPerSecond: Math.round((total - refused) / (acceptedIn / 1000)),
        refused,
        answers,
        threadsUnanswered: unanswered().length,
        sentTwice: ids.length - new Set(ids).size,
        allAnsweredAfterSeconds: Math.round(drained / 100) / 10,
      },
    };
  } finally {
    send.close();
    await server.stop();
    await catcher.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await channelsBench({
    threads: Number(process.env.BENCH_THREADS ?? 200),
    samples: Number(process.env.BENCH_SAMPLES ?? 40),
    rate: Number(process.env.BENCH_RATE ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 60),
  });
  console.log(JSON.stringify(result, null, 2));
}
