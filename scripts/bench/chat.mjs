import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { api, percentile, processUsage } from './server.mjs';

const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';

/** A prospect chatting with the seeded demo: their token and the conversation's ETag. */
async function prospect(base, email) {
  const started = await api(base, 'POST', '/api/v2/conversations/property-interest', {
    email,
    propertyId: DEMO_PROPERTY,
    unitId: DEMO_UNIT,
  });
  if (started.status !== 201) throw new Error(`Starting a chat answered ${started.status}.`);
  return started.body.jwt;
}

async function conversation(base, jwt) {
  return api(base, 'GET', `/api/v2/conversations/property-interest/${DEMO_PROPERTY}`, null, jwt);
}

/** Polls answered 304 from an unchanged conversation: throughput and latency (autocannon). */
export async function pollBench(base, seconds = 10) {
  const jwt = await prospect(base, `poller-${Date.now()}@bench.test`);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // let the greeting land
  const etag = (await conversation(base, jwt)).headers.get('etag');
  const result = await autocannon({
    url: `${base}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`,
    connections: 100,
    duration: seconds,
    headers: { authorization: `Bearer ${jwt}`, 'if-none-match': etag },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non304: result.non2xx - (result['3xx'] ?? 0),
    statusCounts: { '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}

/**
 * The same load as `pollBench` on a bare Fastify server (scripts/bench/bare-fastify.mjs) on
 * this machine, now: the ceiling the framework alone reaches, to read Porchlight's figure
 * against (the ratio says what the product's own work costs, whatever the machine).
 */
/**
 * The bare route's throughput. With `perRequest` (a list of header sets), every request
 * carries the next set in turn, built by the load generator as the 30,000-chat polls are:
 * the same work on the load's side, so the ratio compares the servers alone.
 */
export async function bareFastifyBench(seconds = 10, perRequest = null) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
      child.on('message', (message) => message?.type === 'listening' && resolve(message.port));
    });
    let next = 0;
    const before = processUsage(child.pid);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/poll`,
      connections: 100,
      duration: seconds,
      headers: { 'if-none-match': '"v1"' },
      ...(perRequest && {
        requests: [
          {
            setupRequest(request) {
              const set = perRequest[next++ % perRequest.length];
              request.headers = { ...request.headers, ...set, 'if-none-match': '"v1"' };
              return request;
            },
          },
        ],
      }),
    });
    const after = processUsage(child.pid);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      // The server's own CPU per request, whatever the load generator could send.
      cpuMicrosPerRequest: Math.round(
        ((after.cpuSeconds - before.cpuSeconds) * 1e6) / result.requests.total,
      ),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Time from a prospect's message to Athena's reply appearing in the polled conversation. */
export async function replyBench(base, samples = 30) {
  const jwt = await prospect(base, `replier-${Date.now()}@bench.test`);
  const times = [];
  const questions = [
    'How much is parking?',
    'Is there a pool?',
    'How many bedrooms?',
    'Can I have a cat?',
    'What is the deposit?',
  ];
  for (let i = 0; i < samples; i++) {
    const before = (await conversation(base, jwt)).body.messages.length;
    const started = performance.now();
    await api(
      base,
      'POST',
      `/api/v1/conversations/property-interest/${DEMO_PROPERTY}`,
      { message: questions[i % questions.length] },
      jwt,
    );
    for (;;) {
      const list = (await conversation(base, jwt)).body.messages;
      if (list.length >= before + 2 && list.at(-1).role === 'assistant') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    samples,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
  };
}
