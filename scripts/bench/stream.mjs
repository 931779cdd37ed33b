import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { api, percentile } from './server.mjs';

const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';
const EVENTS = `/api/v1/conversations/property-interest/${DEMO_PROPERTY}/events`;

/** The server process's resident memory, in MB (Linux /proc). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** Opens one event stream and calls `onEvent(text)` with each event block. */
async function hold(base, jwt, onEvent, signal) {
  const response = await fetch(`${base}${EVENTS}`, {
    headers: { authorization: `Bearer ${jwt}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`A stream answered ${response.status}.`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          onEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // closed by the bench
    }
  })();
}

/**
 * `count` prospects each hold their conversation's event stream on one server process:
 * the server's memory per stream, and the time from a message's POST to its event on the
 * stream (push delivery), over `samples` messages sent while every stream is open.
 */
export async function streamBench(base, pid, count = 2000, samples = 200) {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal); // one listener per stream
  const waiting = new Map();
  const jwts = [];
  for (let i = 0; i < count; i++) {
    const started = await api(base, 'POST', '/api/v2/conversations/property-interest', {
      email: `stream-${Date.now()}-${i}@bench.test`,
      propertyId: DEMO_PROPERTY,
      unitId: DEMO_UNIT,
    });
    if (started.status !== 201) throw new Error(`Starting chat ${i} answered ${started.status}.`);
    jwts.push(started.body.jwt);
  }
  // Let the greetings land, then measure memory with no stream open.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const before = rssMb(pid);
  await Promise.all(
    jwts.map((jwt, i) =>
      hold(
        base,
        jwt,
        (block) => {
          for (const [marker, resolve] of waiting) {
            if (block.includes(marker)) {
              waiting.delete(marker);
              resolve();
            }
          }
        },
        controller.signal,
      ).catch((error) => {
        throw new Error(`stream ${i}: ${error.message}`);
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = rssMb(pid);

  const delivery = [];
  let lost = 0;
  for (let i = 0; i < samples; i++) {
    const jwt = jwts[(i * 7) % jwts.length];
    const marker = `bench-marker-${i}-${Date.now()}`;
    const arrived = new Promise((resolve) => waiting.set(marker, resolve));
    const sentAt = performance.now();
    await api(
      base,
      'POST',
      `/api/v1/conversations/property-interest/${DEMO_PROPERTY}`,
      { message: marker },
      jwt,
    );
    const timedOut = await Promise.race([
      arrived.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 5000)),
    ]);
    if (timedOut) lost += 1;
    else delivery.push(performance.now() - sentAt);
  }
  controller.abort();
  delivery.sort((a, b) => a - b);
  return {
    streams: count,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    kbPerStream: Math.round(((after - before) * 1024) / count),
    deliveryP50: Math.round(percentile(delivery, 50)),
    deliveryP99: Math.round(percentile(delivery, 99)),
    lost,
  };
}
