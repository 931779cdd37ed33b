import { createServer } from 'node:http';
import { signUpManager, startMailCatcher } from './manager.mjs';
import { api, newDataDir, percentile, startServer } from './server.mjs';

const AGENTS = 5;
const EVENTS = 2000;
const RECURRING = 100;
const DAY = 24 * 60 * 60_000;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const utc = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const local = (date) => utc(date).replace('Z', '');

/**
 * One agent's calendar of `EVENTS` events: single meetings spread over the year around
 * now (UTC times, 30 to 90 minutes, in working hours), and `RECURRING` recurring ones in
 * America/Chicago (weekly on two days with an exception, daily for a few weeks) — what a
 * busy agent's Google or Outlook calendar exports.
 */
function agentCalendar(agent) {
  let seed = agent * 7919 + 1;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Porchlight bench//EN', ...VTIMEZONE];
  const now = Date.now();
  for (let i = 0; i < EVENTS - RECURRING; i++) {
    const day = new Date(now + Math.floor((random() - 0.5) * 365) * DAY);
    day.setUTCHours(13 + Math.floor(random() * 9), random() < 0.5 ? 0 : 30, 0, 0);
    const end = new Date(day.getTime() + (30 + Math.floor(random() * 3) * 30) * 60_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:single-${agent}-${i}@bench`,
      `DTSTAMP:${utc(new Date(now))}`,
      `DTSTART:${utc(day)}`,
      `DTEND:${utc(end)}`,
      'SUMMARY:Busy',
      'END:VEVENT',
    );
  }
  for (let i = 0; i < RECURRING; i++) {
    const first = new Date(now - Math.floor(random() * 120) * DAY);
    first.setUTCHours(8 + Math.floor(random() * 8), 0, 0, 0);
    const end = new Date(first.getTime() + 45 * 60_000);
    const weekly = i % 2 === 0;
    const skipped = new Date(first.getTime() + 14 * DAY);
    lines.push(
      'BEGIN:VEVENT',
      `UID:recurring-${agent}-${i}@bench`,
      `DTSTAMP:${utc(new Date(now))}`,
      `DTSTART;TZID=America/Chicago:${local(first)}`,
      `DTEND;TZID=America/Chicago:${local(end)}`,
      weekly ? 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH' : 'RRULE:FREQ=DAILY;COUNT=30',
      ...(weekly ? [`EXDATE;TZID=America/Chicago:${local(skipped)}`] : []),
      'SUMMARY:Standing meeting',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A calendar host on loopback serving each agent's calendar at /agent-N.ics. */
async function startCalendarHost() {
  const calendars = new Map(
    Array.from({ length: AGENTS }, (_, i) => [`/agent-${i}.ics`, agentCalendar(i)]),
  );
  const server = createServer((req, res) => {
    const body = calendars.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (i) => `http://127.0.0.1:${server.address().port}/agent-${i}.ics`,
    bytes: [...calendars.values()].reduce((n, text) => n + Buffer.byteLength(text), 0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Times `samples` picker loads one after another (after a warm-up): p50, p95, p99 in ms. */
async function timePicker(base, propertyId, samples) {
  const path = `/api/v1/properties/${propertyId}/viewing-hours`;
  let unavailable = 0;
  for (let i = 0; i < 20; i++) await api(base, 'GET', path);
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await api(base, 'GET', path);
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`The picker answered ${response.status}.`);
    unavailable = response.body.unavailable.length;
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    unavailable,
  };
}

/**
 * The chat's picker for a property shown by 5 agents by turns, each with a 2,000-event
 * calendar (recurring events included) read through the real busy-calendar path: the
 * times nobody can come, computed per request, for a two-week horizon and for the
 * default 60 days. Sequential requests on loopback, the server built as `npm start` runs.
 */
export async function slotsBench({ samples = 300 } = {}) {
  const catcher = await startMailCatcher();
  const host = await startCalendarHost();
  const dataDir = newDataDir();
  const env = { OUTBOUND_ALLOW_LOOPBACK: 'true', SMTP_URL: catcher.url };
  let server = await startServer({ ...env, VIEWING_HORIZON_DAYS: '14' }, { dataDir });
  try {
    const { token } = await signUpManager(server.base, catcher);
    const property = await api(
      server.base,
      'POST',
      '/api/v1/properties',
      { address: '500 Bench Street, Chicago, IL 60601', type: 'MULTI_FAMILY' },
      token,
    );
    const agentIds = [];
    const sourceIds = [];
    let busy = 0;
    for (let i = 0; i < AGENTS; i++) {
      const agent = await api(
        server.base,
        'POST',
        '/api/v1/leasing-agents',
        {
          firstName: `Agent${i}`,
          lastName: 'Bench',
          email: `agent${i}@bench.test`,
          phone: `312555010${i}`,
        },
        token,
      );
      agentIds.push(agent.body.id);
      const source = await api(
        server.base,
        'POST',
        '/api/v1/calendar-sources',
        { leasingAgentId: agent.body.id, name: 'Work', url: host.url(i) },
        token,
      );
      if (source.status !== 201 || source.body.error) {
        throw new Error(`Calendar ${i}: ${source.status} ${JSON.stringify(source.body)}`);
      }
      sourceIds.push(source.body.id);
      busy += source.body.busyCount;
    }
    const set = await api(
      server.base,
      'PUT',
      `/api/v1/properties/${property.body.id}/showings`,
      { showingMode: 'AGENT', viewingAssignment: 'ROUND_ROBIN', agentIds },
      token,
    );
    if (set.status !== 200) throw new Error(`Showings answered ${set.status}.`);
    const twoWeeks = await timePicker(server.base, property.body.id, samples);
    await server.stop();
    server = await startServer(env, { dataDir });
    // Read again for the longer horizon (the background refresh would, within 15 minutes).
    let busyLonger = 0;
    for (const id of sourceIds) {
      const refreshed = await api(
        server.base,
        'POST',
        `/api/v1/calendar-sources/${id}/refresh`,
        undefined,
        token,
      );
      busyLonger += refreshed.body.busyCount;
    }
    const sixtyDays = await timePicker(server.base, property.body.id, samples);
    return {
      agents: AGENTS,
      eventsPerCalendar: EVENTS,
      recurringPerCalendar: RECURRING,
      calendarBytes: host.bytes,
      samples,
      twoWeeks: { ...twoWeeks, busyTimesKept: busy },
      sixtyDays: { ...sixtyDays, busyTimesKept: busyLonger },
    };
  } finally {
    await server.stop();
    await host.close();
    await catcher.close();
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await slotsBench({ samples: Number(process.env.BENCH_SAMPLES ?? 300) });
  console.log(JSON.stringify(result, null, 2));
}
