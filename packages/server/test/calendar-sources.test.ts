/**
 * Calendars in: busy calendars read from a stand-in calendar server on loopback (node:http,
 * speaking iCalendar over HTTP with ETags), through the outbound guard, parsed by ical.js
 * in a worker thread; what is kept, what a failure keeps, and who may see what.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyTimes, calendarSources, leasingAgents } from '../src/db/schema/index.ts';
import { FAILURES } from '../src/modules/calendars/sources.fetch.ts';
import type { ReadOptions } from '../src/modules/calendars/sources.ics.ts';
import { intervalsOf, parseCalendar } from '../src/modules/calendars/sources.parse.ts';
import { REFRESH_SWEEP_TASK } from '../src/modules/calendars/sources.refresh.ts';
import { normalizeSourceUrl, urlHint } from '../src/modules/calendars/sources.service.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

/** Lines joined as calendars send them (CRLF). */
const ics = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const calendar = (...body: string[]) =>
  ics('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stand-in//EN', ...body, 'END:VCALENDAR');
const event = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  ...lines,
  'END:VEVENT',
];

/** America/New_York as Google writes it. */
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** February to April 2026: the US changes its clocks on March 8, Europe on March 29. */
const WINDOW: ReadOptions = {
  from: Date.parse('2026-02-01T00:00:00Z'),
  to: Date.parse('2026-04-30T00:00:00Z'),
  defaultZone: 'America/Chicago',
  cap: 20_000,
};

/** The busy times read, as ISO pairs. */
async function busyOf(text: string, options: Partial<ReadOptions> = {}) {
  const outcome = await parseCalendar(text, { ...WINDOW, ...options });
  if (!outcome.ok) throw new Error(`not read: ${outcome.kind}`);
  return intervalsOf(outcome.busy).map(({ startsAt, endsAt }) => [
    startsAt.toISOString(),
    endsAt.toISOString(),
  ]);
}

describe('reading a calendar', () => {
  it('expands a weekly event across a clock change, without its EXDATE and with its moved instance', async () => {
    const text = calendar(
      ...NEW_YORK,
      ...event(
        'weekly@stand-in',
        'DTSTART;TZID=America/New_York:20260302T090000',
        'DTEND;TZID=America/New_York:20260302T100000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=America/New_York:20260316T090000',
        'SUMMARY:Dentist',
      ),
      // The instance of March 9 moved to the afternoon.
      ...event(
        'weekly@stand-in',
        'RECURRENCE-ID;TZID=America/New_York:20260309T090000',
        'DTSTART;TZID=America/New_York:20260309T140000',
        'DTEND;TZID=America/New_York:20260309T153000',
      ),
    );
    expect(await busyOf(text)).toEqual([
      ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'], // EST, UTC-5
      ['2026-03-09T18:00:00.000Z', '2026-03-09T19:30:00.000Z'], // moved, EDT, UTC-4
      ['2026-03-23T13:00:00.000Z', '2026-03-23T14:00:00.000Z'], // EDT
      ['2026-03-30T13:00:00.000Z', '2026-03-30T14:00:00.000Z'],
    ]);
  });

  it('reads an IANA time zone the calendar does not define, and RDATEs', async () => {
    const text = calendar(
      ...event(
        'berlin@stand-in',
        'DTSTART;TZID=Europe/Berlin:20260326T100000',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;COUNT=2',
        'RDATE;TZID=Europe/Berlin:20260330T100000',
      ),
    );
    expect(await busyOf(text)).toEqual([
      ['2026-03-26T09:00:00.000Z', '2026-03-26T10:00:00.000Z'], // CET, UTC+1
      ['2026-03-27T09:00:00.000Z', '2026-03-27T10:00:00.000Z'],
      ['2026-03-30T08:00:00.000Z', '2026-03-30T09:00:00.000Z'], // CEST, UTC+2
    ]);
  });

  it('blocks the whole day of an all-day event where its owner lives', async () => {
    const allDay = event(
      'day@stand-in',
      'DTSTART;VALUE=DATE:20260305',
      'DTEND;VALUE=DATE:20260307',
    );
    // Named by the calendar…
    expect(await busyOf(calendar('X-WR-TIMEZONE:America/Los_Angeles', ...allDay))).toEqual([
      ['2026-03-05T08:00:00.000Z', '2026-03-07T08:00:00.000Z'],
    ]);
    // …else the manager's (their properties'), and a day without an end is one day.
    const oneDay = event('one@stand-in', 'DTSTART;VALUE=DATE:20260310');
    expect(await busyOf(calendar(...oneDay))).toEqual([
      ['2026-03-10T05:00:00.000Z', '2026-03-11T05:00:00.000Z'],
    ]);
  });

  it('leaves out free and cancelled events, and merges overlapping ones', async () => {
    const text = calendar(
      ...event(
        'free@stand-in',
        'DTSTART:20260303T150000Z',
        'DTEND:20260303T160000Z',
        'TRANSP:TRANSPARENT',
      ),
      ...event(
        'off@stand-in',
        'DTSTART:20260303T170000Z',
        'DTEND:20260303T180000Z',
        'STATUS:CANCELLED',
      ),
      ...event('a@stand-in', 'DTSTART:20260304T150000Z', 'DTEND:20260304T160000Z'),
      ...event('b@stand-in', 'DTSTART:20260304T153000Z', 'DTEND:20260304T170000Z'),
      ...event('c@stand-in', 'DTSTART:20260304T170000Z', 'DTEND:20260304T173000Z'),
      // Outside the window.
      ...event('old@stand-in', 'DTSTART:20251204T150000Z', 'DTEND:20251204T160000Z'),
    );
    expect(await busyOf(text)).toEqual([['2026-03-04T15:00:00.000Z', '2026-03-04T17:30:00.000Z']]);
  });

  it('reads an event in an unknown time zone as UTC rather than dropping it', async () => {
    const text = calendar(
      ...event(
        'mars@stand-in',
        'DTSTART;TZID=Mars/Olympus_Mons:20260303T150000',
        'DTEND;TZID=Mars/Olympus_Mons:20260303T160000',
      ),
    );
    expect(await busyOf(text)).toEqual([['2026-03-03T15:00:00.000Z', '2026-03-03T16:00:00.000Z']]);
  });

  it('reads a Windows time zone name as Outlook writes it, without a definition', async () => {
    const text = calendar(
      ...event(
        'outlook@stand-in',
        'DTSTART;TZID=Eastern Standard Time:20260303T150000',
        'DTEND;TZID=Eastern Standard Time:20260303T160000',
      ),
    );
    // New York in March before the change: UTC−5.
    expect(await busyOf(text)).toEqual([['2026-03-03T20:00:00.000Z', '2026-03-03T21:00:00.000Z']]);
  });

  it('skips an event whose recurrence rule cannot be read and keeps the rest', async () => {
    const rule = (uid: string, rrule: string) =>
      event(uid, 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z', `RRULE:${rrule}`);
    const text = calendar(
      ...rule('freq@stand-in', 'FREQ=FORTNIGHTLY'),
      ...rule('byday@stand-in', 'FREQ=WEEKLY;BYDAY=XX'),
      ...rule('garbage@stand-in', 'GARBAGE'),
      // Never happens, and would be searched for forever.
      ...rule('feb30@stand-in', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      ...event('kept@stand-in', 'DTSTART:20260305T150000Z', 'DTEND:20260305T160000Z'),
    );
    const outcome = await parseCalendar(text, WINDOW);
    expect(outcome.ok && intervalsOf(outcome.busy).map((b) => b.startsAt.toISOString())).toEqual([
      '2026-03-05T15:00:00.000Z',
    ]);
    expect(outcome.ok && outcome.notes).toEqual(['4 event(s) could not be read and were skipped']);
  });

  it('says when an answer is not a calendar', async () => {
    for (const text of [
      '<!doctype html><html><body>Sign in</body></html>',
      '{"events":[]}',
      '',
      '   ',
    ]) {
      expect(await parseCalendar(text, WINDOW)).toMatchObject({
        ok: false,
        kind: 'not-a-calendar',
      });
    }
    // An empty calendar is a calendar: nothing busy.
    expect(await busyOf(calendar())).toEqual([]);
  });

  it('refuses a calendar with more busy times than the cap', async () => {
    const text = calendar(
      ...event(
        'daily@stand-in',
        'DTSTART:20260201T150000Z',
        'DTEND:20260201T160000Z',
        'RRULE:FREQ=DAILY',
      ),
    );
    expect(await parseCalendar(text, { ...WINDOW, cap: 30 })).toMatchObject({
      ok: false,
      kind: 'too-many',
    });
  });
});

describe('addresses', () => {
  it('reads webcal as https and refuses other schemes', () => {
    expect(normalizeSourceUrl(' webcal://p52-caldav.icloud.com/published/2/SECRET ')).toBe(
      'https://p52-caldav.icloud.com/published/2/SECRET',
    );
    expect(() => normalizeSourceUrl('ftp://example.com/a.ics')).toThrow(/https/);
    expect(() => normalizeSourceUrl('https://user:pw@example.com/a.ics')).toThrow(/password/);
  });

  it('shows only the host and a plain file name', () => {
    expect(
      urlHint('https://calendar.google.com/calendar/ical/a%40b.com/private-0123abcd/basic.ics'),
    ).toBe('calendar.google.com/…/basic.ics');
    expect(urlHint('https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEy')).toBe(
      'p52-caldav.icloud.com/…',
    );
    expect(urlHint('https://example.com/feed.ics?token=secret')).toBe('example.com/…/feed.ics');
  });
});

/** What the stand-in calendar server answers, by path; it counts what it was asked. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
const asked: Array<{ path: string; ifNoneMatch: string | undefined }> = [];
let server: Server;
let origin = '';
let hugeBytesSent = 0;
let hugeClosed: Promise<void> = Promise.resolve();

let t: TestApp;
let manager: TestManager;
let other: TestManager;
let agentId = '';
let otherAgentId = '';

const HOUR = 3_600_000;
/** Tomorrow at 15:00 UTC, and the next day: inside any window. */
const base = new Date(Date.now() + 24 * HOUR);
base.setUTCHours(15, 0, 0, 0);
const stamp = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const SOON = calendar(
  ...event(
    'soon-1@stand-in',
    `DTSTART:${stamp(base.getTime())}`,
    `DTEND:${stamp(base.getTime() + HOUR)}`,
  ),
  ...event(
    'soon-2@stand-in',
    `DTSTART:${stamp(base.getTime() + 24 * HOUR)}`,
    `DTEND:${stamp(base.getTime() + 26 * HOUR)}`,
  ),
);
const SOON_BUSY = [
  [base.toISOString(), new Date(base.getTime() + HOUR).toISOString()],
  [
    new Date(base.getTime() + 24 * HOUR).toISOString(),
    new Date(base.getTime() + 26 * HOUR).toISOString(),
  ],
];

/** Serves a calendar with an ETag, answering 304 when asked with it. */
const withEtag =
  (text: string, etag: string): Handler =>
  (request, response) => {
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(text);
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    asked.push({ path, ifNoneMatch: request.headers['if-none-match'] as string | undefined });
    const handler = routes.get(path);
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  manager = await createManager(t.app);
  other = await createManager(t.app);
  const [agent] = await t.app.db
    .insert(leasingAgents)
    .values({
      userId: manager.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '3125550100',
    })
    .returning();
  const [otherAgent] = await t.app.db
    .insert(leasingAgents)
    .values({
      userId: other.id,
      firstName: 'Bo',
      lastName: 'Other',
      email: 'bo@example.com',
      phone: '3125550101',
    })
    .returning();
  agentId = agent!.id;
  otherAgentId = otherAgent!.id;
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const add = (payload: object, by = manager) =>
  t.app.inject({ method: 'POST', url: '/api/v1/calendar-sources', headers: by.headers, payload });
const refresh = (id: string, by = manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/calendar-sources/${id}/refresh`,
    headers: by.headers,
  });
const remove = (id: string, by = manager) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/calendar-sources/${id}`, headers: by.headers });
const list = (by = manager) =>
  t.app.inject({ method: 'GET', url: '/api/v1/calendar-sources', headers: by.headers });

/** A source's busy times as kept, as ISO pairs. */
async function keptBusy(sourceId: string) {
  const rows = await t.app.db
    .select()
    .from(busyTimes)
    .where(eq(busyTimes.sourceId, sourceId))
    .orderBy(asc(busyTimes.startsAt));
  return rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()]);
}

describe('busy calendars through the API', () => {
  it('adds a calendar and reads it at once, showing only a hint of its address', async () => {
    routes.set('/private-abc123/basic.ics', withEtag(SOON, '"v1"'));
    const url = `${origin}/private-abc123/basic.ics`;
    const response = await add({ leasingAgentId: agentId, name: 'Ada’s work', url });
    expect(response.statusCode).toBe(201);
    const source = response.json();
    expect(source).toMatchObject({
      leasingAgentId: agentId,
      name: 'Ada’s work',
      urlHint: `${new URL(origin).host}/…/basic.ics`,
      error: null,
      busyCount: 2,
    });
    expect(source.succeededAt).toBe(source.fetchedAt);
    expect(response.body).not.toContain('private-abc123');
    expect(await keptBusy(source.id)).toEqual(SOON_BUSY);

    const listed = (await list()).json();
    expect(listed.map((person: { name: string }) => person.name)).toEqual(['You', 'Ada Lovelace']);
    expect(listed[1].sources).toEqual([source]);
    expect(JSON.stringify(listed)).not.toContain('private-abc123');
  });

  it('refuses an address that is not http(s) or webcal, or too long, saving nothing', async () => {
    const before = await t.app.db.select().from(calendarSources);
    for (const url of [
      'ftp://example.com/a.ics',
      'javascript:alert(1)',
      'calendar',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      const response = await add({ leasingAgentId: null, name: 'Bad', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.field).toBe('url');
    }
    expect(await add({ leasingAgentId: null, name: '', url: `${origin}/x.ics` })).toMatchObject({
      statusCode: 400,
    });
    expect(await t.app.db.select().from(calendarSources)).toEqual(before);
  });

  it('answers 201 with the error when the address is not a calendar', async () => {
    routes.set('/login', (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body>Sign in</body></html>'),
    );
    const response = await add({
      leasingAgentId: null,
      name: 'Wrong page',
      url: `${origin}/login`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      error: 'That address did not return a calendar.',
      succeededAt: null,
      busyCount: 0,
    });
    expect(response.json().fetchedAt).not.toBeNull();
    await remove(response.json().id);
  });

  it('asks with the ETag and keeps the copy on 304; a later failure keeps it too', async () => {
    let failing = false;
    const serve = withEtag(SOON, '"v7"');
    routes.set('/etag.ics', (request, response) =>
      failing ? response.writeHead(500).end('oops') : serve(request, response),
    );
    const source = (
      await add({ leasingAgentId: null, name: 'Home', url: `${origin}/etag.ics` })
    ).json();
    expect(source.busyCount).toBe(2);

    const again = await refresh(source.id);
    expect(again.statusCode).toBe(200);
    expect(asked.filter((a) => a.path === '/etag.ics').map((a) => a.ifNoneMatch)).toEqual([
      undefined,
      '"v7"',
    ]);
    expect(again.json()).toMatchObject({ error: null, busyCount: 2 });
    expect(Date.parse(again.json().succeededAt)).toBeGreaterThanOrEqual(
      Date.parse(source.succeededAt),
    );
    expect(await keptBusy(source.id)).toEqual(SOON_BUSY);

    failing = true;
    const failed = (await refresh(source.id)).json();
    expect(failed).toMatchObject({
      error: FAILURES.status(500),
      busyCount: 2,
      succeededAt: again.json().succeededAt,
    });
    expect(Date.parse(failed.fetchedAt)).toBeGreaterThan(Date.parse(failed.succeededAt) - 1);
    expect(await keptBusy(source.id)).toEqual(SOON_BUSY);
    await remove(source.id);
  });

  it('refuses a 50 MB calendar without reading it all, and keeps the last good copy', async () => {
    let huge = false;
    routes.set('/huge.ics', (request, response) => {
      if (!huge) return withEtag(SOON, '"h1"')(request, response);
      // Streamed as a calendar would be: 50 MB of events, written as the reader takes them.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.from(
        event('x@stand-in', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z')
          .join('\r\n')
          .padEnd(64 * 1024, ' '),
      );
      hugeBytesSent = 0;
      hugeClosed = new Promise((resolve) => response.once('close', () => resolve()));
      const write = () => {
        while (hugeBytesSent < 50 * 1024 * 1024) {
          hugeBytesSent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    });
    const source = (
      await add({ leasingAgentId: null, name: 'Huge', url: `${origin}/huge.ics` })
    ).json();
    huge = true;
    // The validators would get a 304: ask as if there were no copy yet.
    await t.app.db
      .update(calendarSources)
      .set({ etag: null })
      .where(eq(calendarSources.id, source.id));
    const refused = (await refresh(source.id)).json();
    expect(refused).toMatchObject({ error: FAILURES.tooLarge, busyCount: 2 });
    await hugeClosed;
    expect(hugeBytesSent).toBeLessThan(20 * 1024 * 1024);
    expect(await keptBusy(source.id)).toEqual(SOON_BUSY);
    await remove(source.id);
  });

  it('refuses a calendar that redirects to a private address', async () => {
    let target = '';
    routes.set('/moved.ics', (_request, response) =>
      response.writeHead(302, { location: target }).end(),
    );
    for (const to of ['http://10.0.0.1/cal.ics', 'http://169.254.169.254/latest/meta-data/']) {
      target = to;
      const response = await add({
        leasingAgentId: null,
        name: 'Moved',
        url: `${origin}/moved.ics`,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: FAILURES.privateAddress, busyCount: 0 });
      expect(await keptBusy(response.json().id)).toEqual([]);
      await remove(response.json().id);
    }
  });

  it('allows at most 5 calendars per person', async () => {
    routes.set('/five.ics', (_request, response) => response.writeHead(200).end(calendar()));
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await add({
        leasingAgentId: null,
        name: `Cal ${i}`,
        url: `${origin}/five.ics`,
      });
      expect(response.statusCode).toBe(201);
      made.push(response.json().id);
    }
    const sixth = await add({ leasingAgentId: null, name: 'Cal 6', url: `${origin}/five.ics` });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.message).toMatch(/at most 5/);
    // An agent counts on their own.
    const agents = await add({ leasingAgentId: agentId, name: 'Ada 2', url: `${origin}/five.ics` });
    expect(agents.statusCode).toBe(201);
    for (const id of [...made, agents.json().id]) expect((await remove(id)).statusCode).toBe(200);
  });

  it("keeps each manager to their own: another's source or agent is 404, and changes nothing", async () => {
    routes.set('/mine.ics', withEtag(SOON, '"m1"'));
    const mine = (
      await add({ leasingAgentId: null, name: 'Mine', url: `${origin}/mine.ics` })
    ).json();
    expect((await refresh(mine.id, other)).statusCode).toBe(404);
    expect((await remove(mine.id, other)).statusCode).toBe(404);
    expect(
      (await add({ leasingAgentId: agentId, name: 'x', url: `${origin}/mine.ics` }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await add({ leasingAgentId: otherAgentId, name: 'x', url: `${origin}/mine.ics` }))
        .statusCode,
    ).toBe(404);
    const theirs = (await list(other)).json();
    expect(theirs).toEqual([
      { leasingAgentId: null, name: 'You', sources: [] },
      { leasingAgentId: otherAgentId, name: 'Bo Other', sources: [] },
    ]);
    expect(await keptBusy(mine.id)).toEqual(SOON_BUSY);

    // Removing it removes its busy times.
    expect((await remove(mine.id)).statusCode).toBe(200);
    expect(await keptBusy(mine.id)).toEqual([]);
    expect((await refresh(mine.id)).statusCode).toBe(404);
  });

  it('reads every source not read lately when the 15-minute job runs', async () => {
    let text = calendar();
    routes.set('/cron.ics', (_request, response) => response.writeHead(200).end(text));
    const source = (
      await add({ leasingAgentId: null, name: 'Cron', url: `${origin}/cron.ics` })
    ).json();
    expect(source.busyCount).toBe(0);
    text = SOON;
    const longAgo = new Date(Date.now() - HOUR);
    await t.app.db
      .update(calendarSources)
      .set({ fetchedAt: longAgo })
      .where(eq(calendarSources.id, source.id));

    await t.app.tasks[REFRESH_SWEEP_TASK]!({}, {} as never);
    const deadline = Date.now() + 15_000;
    let row: typeof calendarSources.$inferSelect | undefined;
    while (Date.now() < deadline) {
      [row] = await t.app.db
        .select()
        .from(calendarSources)
        .where(eq(calendarSources.id, source.id));
      if (row?.fetchedAt && row.fetchedAt > longAgo) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toMatchObject({ busyCount: 2, error: null });
    expect(await keptBusy(source.id)).toEqual(SOON_BUSY);
    await remove(source.id);
  });
});
