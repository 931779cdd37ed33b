import { createHmac } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
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

/** Twilio's request signature: HMAC-SHA1 of the URL and the sorted parameters, base64. */
function twilioSignature(authToken, url, params) {
  let data = url;
  for (const name of Object.keys(params).sort()) data += name + params[name];
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** A stand-in for Twilio's Messages API on loopback, noting when each text arrived, by number. */
async function startTwilio(accountSid, authToken) {
  const arrivals = new Map();
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  let n = 0;
  const server = createHttpServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To');
    const sid = `SM${String(++n).padStart(32, '0')}`;
    arrivals.set(to, [...(arrivals.get(to) ?? []), { at: performance.now(), sid }]);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid, status: 'queued', to, from: form.get('From') }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    arrivals,
    async waitFor(to, count, timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const list = arrivals.get(to) ?? [];
        if (list.length >= count) return list;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`${to} did not receive ${count} texts.`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Inbound texts answered end to end on the default install, through Twilio's signed
 * webhook, Athena's answers caught by a stand-in for Twilio's API: `latency` one text at a
 * time (from the webhook's 200 to the first part of her answer reaching the provider);
 * `sustained` texts at `rate` a second for `seconds` from `threads` numbers, then every
 * thread's answer awaited.
 */
export async function smsBench({ threads = 200, samples = 40, rate = 50, seconds = 60 } = {}) {
  const accountSid = `AC${'0'.repeat(32)}`;
  const authToken = 'bench-auth-token';
  const twilio = await startTwilio(accountSid, authToken);
  const catcher = await startMailCatcher();
  const publicUrl = 'http://porchlight.bench';
  const server = await startServer({
    SMTP_URL: catcher.url,
    PUBLIC_URL: publicUrl,
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_BASE_URL: twilio.url,
    RATE_LIMIT_INBOUND_PER_SENDER: '1000000',
    RATE_LIMIT_AUTO_REPLIES_PER_ADDRESS: '1000000',
  });
  const number = '+13125550100';
  const inboundPath = '/api/v1/channels/sms/twilio/inbound';
  let sids = 0;
  const text = async (from, body) => {
    const sid = `SMin${String(++sids).padStart(30, '0')}`;
    const params = {
      MessageSid: sid,
      SmsSid: sid,
      AccountSid: accountSid,
      From: from,
      To: number,
      Body: body,
      NumMedia: '0',
    };
    const response = await fetch(`${server.base}${inboundPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, `${publicUrl}${inboundPath}`, params),
      },
      body: new URLSearchParams(params),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`The webhook answered ${response.status}.`);
  };
  try {
    const manager = await signUpManager(server.base, catcher);
    const created = await api(
      server.base,
      'POST',
      '/api/v1/properties',
      { address: ADDRESS, type: 'MULTI_FAMILY' },
      manager.token,
    );
    if (created.status !== 201)
      throw new Error(`Creating the property answered ${created.status}.`);
    const patched = await api(
      server.base,
      'PATCH',
      `/api/v1/properties/${created.body.id}`,
      { smsNumber: number },
      manager.token,
    );
    if (patched.status !== 200) throw new Error(`Setting the number answered ${patched.status}.`);

    const phones = Array.from({ length: threads }, (_, n) => `+1773${String(5_000_000 + n)}`);
    const leadsStarted = performance.now();
    await Promise.all(phones.map((phone) => text(phone, 'Hi, is parking included?')));
    for (const phone of phones) await twilio.waitFor(phone, 1, 300_000);
    const leadsFor = performance.now() - leadsStarted;

    const latencies = [];
    for (let n = 0; n < samples; n++) {
      const phone = phones[n % threads];
      const before = twilio.arrivals.get(phone).length;
      await text(phone, n % 2 ? 'Is there a dishwasher?' : 'How much is the deposit?');
      const answered = performance.now();
      const list = await twilio.waitFor(phone, before + 1);
      latencies.push(list[before].at - answered);
    }
    latencies.sort((a, b) => a - b);

    const total = rate * seconds;
    const lastTextAt = new Map();
    const started = performance.now();
    const sends = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const phone = phones[n % threads];
      sends.push(
        text(phone, n % 2 ? 'Is there a dishwasher?' : 'Is laundry in the unit?').then(() =>
          lastTextAt.set(phone, performance.now()),
        ),
      );
    }
    const settled = await Promise.allSettled(sends);
    const refused = settled.filter((r) => r.status === 'rejected').length;
    const acceptedIn = performance.now() - started;
    const unanswered = () =>
      phones.filter((phone) => !(twilio.arrivals.get(phone).at(-1).at > lastTextAt.get(phone)));
    const deadline = performance.now() + 600_000;
    while (performance.now() < deadline && unanswered().length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sidsSent = [...twilio.arrivals.values()].flat().map((a) => a.sid);
    return {
      leads: { threads, allAnsweredAfterSeconds: Math.round(leadsFor / 100) / 10 },
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
        threadsUnanswered: unanswered().length,
        sentTwice: sidsSent.length - new Set(sidsSent).size,
        allAnsweredAfterSeconds: Math.round((performance.now() - started) / 100) / 10,
      },
    };
  } finally {
    await server.stop();
    await twilio.close();
    await catcher.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = process.env.BENCH_CHANNEL === 'sms' ? smsBench : channelsBench;
  const result = await bench({
    threads: Number(process.env.BENCH_THREADS ?? 200),
    samples: Number(process.env.BENCH_SAMPLES ?? 40),
    rate: Number(process.env.BENCH_RATE ?? 50),
    seconds: Number(process.env.BENCH_SECONDS ?? 60),
  });
  console.log(JSON.stringify(result, null, 2));
}
