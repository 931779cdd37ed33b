import { instantAt, setClockOffset, zoneAbbreviation } from '@porchlight/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  mailOutbox,
  messages,
  properties,
  tenantPropertyInterests,
  viewingCancellations,
  viewings,
} from '../src/db/schema/index.ts';
import { sweepFollowUps } from '../src/modules/viewings/follow-ups.service.ts';
import { type ViewingLinks, viewingLinksFor } from '../src/modules/viewings/viewing-links.ts';
import {
  createManager,
  createTestApp,
  startProspectChat,
  type TestApp,
  type TestManager,
  waitForMail,
  weekdayAt,
} from './helpers.ts';

const HOUR = 60 * 60_000;
const ZONE = 'America/Chicago';

/**
 * Reminders, confirmations and no-shows (the viewings issue, items 4 and 5): each follow-up
 * found by the sweep and sent once, the one-tap links safe against scanners, the outcome
 * marked from the agenda or a link, with the clock moved by the domain's `now`.
 */
describe('viewing reminders, links and outcomes', () => {
  let t: TestApp;
  let manager: TestManager;
  let propertyId: string;
  let links: ViewingLinks;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ TIMEZONE: 'UTC' });
    manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({
        userId: manager.id,
        address: '77 Lake Shore Dr, Chicago, IL 60611',
        type: 'MULTI_FAMILY',
        timeZone: ZONE,
      })
      .returning();
    propertyId = property!.id;
    links = viewingLinksFor(t.config);
  });
  afterEach(() => setClockOffset(0));
  afterAll(() => t.close());

  /** A new prospect's lead, with a viewing booked by the manager at `start`. */
  async function bookedLead(start: Date) {
    counter += 1;
    const email = `prospect-${counter}@example.com`;
    const chat = await startProspectChat(t.app, propertyId, email);
    const [lead] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.potentialTenantId, chat.prospectId));
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead!.id}/viewing`,
      headers: manager.headers,
      payload: { datetime: start.toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [viewing] = await t.app.db
      .select()
      .from(viewings)
      .where(eq(viewings.id, booked.json().id));
    return { email, chat, lead: lead!, viewing: viewing! };
  }

  /** A whole minute `ms` from now, apart from every other test's viewing (they would clash). */
  const fromNow = (ms: number) =>
    new Date(Math.ceil((Date.now() + ms + (counter + 1) * 97 * 60_000) / 60_000) * 60_000);

  /** Moves the domain's clock to `before` the viewing's start (negative: after it). */
  const clockAt = (viewing: { startsAt: Date }, before: number) =>
    setClockOffset(viewing.startsAt.getTime() - before - Date.now());

  const mailsTo = (to: string, subject: string) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `${subject}%`)));

  const path = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  async function viewingNow(id: string) {
    const [row] = await t.app.db.select().from(viewings).where(eq(viewings.id, id));
    return row;
  }

  it('sends the 24-hour reminder once, even when two sweeps run at once', async () => {
    const { email, viewing } = await bookedLead(fromNow(25 * HOUR));
    clockAt(viewing, 23.5 * HOUR);
    await Promise.all([sweepFollowUps(t.app, links), sweepFollowUps(t.app, links)]);
    await sweepFollowUps(t.app, links);
    const reminders = await mailsTo(email, 'Reminder:');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(
      /^Reminder: your viewing of 77 Lake Shore Dr, Chicago, IL 60611, \w+day, \w+ \d+ at \d+:\d\d [AP]M C[SD]T$/,
    );
    const sent = await waitForMail(t.app, email);
    expect(sent.text).toMatch(/Confirm with one tap: http:\/\/\S+\/viewing\/confirm\?token=/);
    expect(sent.text).toContain('/viewing/reschedule?token=');
    expect(sent.text).toContain('/viewing/cancel?token=');
    expect(sent.text).toMatch(/ (CST|CDT)\./);
    expect((await viewingNow(viewing.id))?.remindedDayAt).not.toBeNull();
  });

  it('skips the 24-hour reminder of a viewing booked 3 hours ahead, but sends the 2-hour one', async () => {
    const { email, viewing } = await bookedLead(fromNow(3 * HOUR));
    clockAt(viewing, 2.5 * HOUR);
    await sweepFollowUps(t.app, links);
    expect(await mailsTo(email, 'Reminder:')).toHaveLength(0);
    clockAt(viewing, 1.5 * HOUR);
    await sweepFollowUps(t.app, links);
    await sweepFollowUps(t.app, links);
    expect(await mailsTo(email, 'Reminder:')).toHaveLength(1);
    expect(await viewingNow(viewing.id)).toMatchObject({ remindedDayAt: null });
    expect((await viewingNow(viewing.id))?.remindedHoursAt).toBeInstanceOf(Date);
  });

  it('flags a viewing still unconfirmed two hours before to whoever shows it, once', async () => {
    const { viewing } = await bookedLead(fromNow(5 * HOUR));
    clockAt(viewing, 1.5 * HOUR);
    await sweepFollowUps(t.app, links);
    await sweepFollowUps(t.app, links);
    const flags = (await mailsTo(manager.email, 'Not confirmed yet:')).filter((m) =>
      m.text.includes(`prospect-${counter}@example.com`),
    );
    expect(flags).toHaveLength(1);
    expect((await viewingNow(viewing.id))?.unconfirmedFlaggedAt).not.toBeNull();
  });

  it('reminds a texting prospect by text in their conversation', async () => {
    const { lead, email, viewing } = await bookedLead(fromNow(25 * HOUR));
    await t.app.db
      .update(conversations)
      .set({ channel: 'SMS' })
      .where(eq(conversations.id, lead.conversationId!));
    clockAt(viewing, 23.5 * HOUR);
    await sweepFollowUps(t.app, links);
    const texts = await t.app.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, lead.conversationId!),
          like(messages.content, 'Reminder:%'),
        ),
      );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ role: 'assistant', channel: 'SMS' });
    expect(texts[0]!.content).toContain('/viewing/confirm?token=');
    expect(await mailsTo(email, 'Reminder:')).toHaveLength(0);
  });

  it('confirms only on the button: GET asks, POST confirms, again changes nothing', async () => {
    const { email, viewing } = await bookedLead(fromNow(25 * HOUR));
    clockAt(viewing, 23.5 * HOUR);
    await sweepFollowUps(t.app, links);
    const sent = await waitForMail(t.app, email);
    const confirm = /(http:\/\/\S+\/viewing\/confirm\?token=\S+)/.exec(sent.text)![1]!;

    const asked = await t.app.inject({ method: 'GET', url: path(confirm) });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('<form method="post"');
    expect(asked.body).toContain('Are you coming');
    expect((await viewingNow(viewing.id))?.confirmedAt).toBeNull();

    const done = await t.app.inject({ method: 'POST', url: path(confirm) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('confirmed');
    const first = (await viewingNow(viewing.id))?.confirmedAt;
    expect(first).toBeInstanceOf(Date);
    await t.app.inject({ method: 'POST', url: path(confirm) });
    expect((await viewingNow(viewing.id))?.confirmedAt).toEqual(first);

    const agenda = await t.app.inject({
      method: 'GET',
      url: `/api/v1/viewings?propertyId=${propertyId}&from=${new Date(Date.now() - HOUR).toISOString()}`,
      headers: manager.headers,
    });
    const shown = agenda.json().find((v: { id: string }) => v.id === viewing.id);
    expect(shown.confirmedAt).toBe(first!.toISOString());
  });

  it('cancels from the link: the slot is free again, the manager is told, the lead goes back', async () => {
    const start = weekdayAt(15, ZONE, 5);
    const { lead, viewing } = await bookedLead(start);
    const cancel = path(links.link('cancel', viewing));
    const asked = await t.app.inject({ method: 'GET', url: cancel });
    expect(asked.body).toContain('Cancel your viewing');
    expect(await viewingNow(viewing.id)).toBeDefined();

    const done = await t.app.inject({ method: 'POST', url: cancel });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your viewing is cancelled');
    expect(await viewingNow(viewing.id)).toBeUndefined();
    const [kept] = await t.app.db
      .select()
      .from(viewingCancellations)
      .where(eq(viewingCancellations.id, viewing.id));
    expect(kept?.cancelledBy).toBe('PROSPECT');
    const [back] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, lead.id));
    expect(back?.status).toBe('PRE_SCREENING_COMPLETE');
    const told = await mailsTo(manager.email, 'Cancelled by the prospect:');
    expect(told.some((m) => m.text.includes(`prospect-${counter}@example.com`))).toBe(true);
    const said = await t.app.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, lead.conversationId!));
    expect(said.at(-1)?.content).toMatch(/is cancelled, as you asked/);
    expect(said.at(-1)?.content).not.toMatch(/property manager/);

    // Opened again: a plain page, no error.
    const again = await t.app.inject({ method: 'GET', url: cancel });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This viewing was cancelled');

    // The same time can be booked again.
    await bookedLead(start);
  });

  it('reschedules: the link signs the prospect in to the picker, and booking moves the viewing', async () => {
    const { email, viewing } = await bookedLead(weekdayAt(14, ZONE, 6));
    const reschedule = path(links.link('reschedule', viewing));
    const asked = await t.app.inject({ method: 'GET', url: reschedule });
    expect(asked.body).toContain('Choose another time');
    const moved = await t.app.inject({ method: 'POST', url: reschedule });
    expect(moved.statusCode).toBe(303);
    const chat = new URL(moved.headers.location as string);
    expect(chat.pathname).toBe('/chat');
    expect(chat.searchParams.get('propertyId')).toBe(propertyId);
    expect(chat.searchParams.get('book')).toBe('1');
    expect(chat.searchParams.get('email')).toBe(email);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/tenant/callback?token=${chat.searchParams.get('token')}&email=${encodeURIComponent(email)}`,
    });
    expect(signedIn.statusCode).toBe(200);
    const newTime = weekdayAt(11, ZONE, 7);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers: { authorization: `Bearer ${signedIn.json().jwt}` },
      payload: { propertyId, datetime: newTime.toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await viewingNow(viewing.id))?.startsAt).toEqual(newTime);

    // The old links name the old time: they now say it moved.
    const stale = await t.app.inject({ method: 'GET', url: path(links.link('cancel', viewing)) });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('This viewing has moved');
  });

  it('answers a forged or altered link with a 404 page', async () => {
    const { viewing } = await bookedLead(weekdayAt(16, ZONE, 8));
    const forged = await t.app.inject({ method: 'GET', url: '/viewing/confirm?token=nonsense' });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This link is not valid');
    const confirm = new URL(links.link('confirm', viewing));
    const token = confirm.searchParams.get('token')!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const url of [
      `/viewing/confirm?token=${flipped}`,
      // A confirm link's token does not cancel.
      `/viewing/cancel?token=${token}`,
      `/viewing/no-show?token=${token}`,
    ]) {
      const answer = await t.app.inject({ method: 'POST', url });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(await viewingNow(viewing.id)).toMatchObject({ confirmedAt: null, outcome: null });
  });

  it('keeps the local time across a daylight-saving change between booking and viewing', async () => {
    // The first day after the next change of Chicago's offset, at 10:00 there.
    let day = new Date();
    const zoneNow = zoneAbbreviation(day, ZONE);
    while (zoneAbbreviation(day, ZONE) === zoneNow) day = new Date(day.getTime() + 24 * HOUR);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
      new Date(day.getTime() + 24 * HOUR),
    );
    const [year, month, date] = local.split('-').map(Number);
    const start = instantAt({ year: year!, month: month!, day: date!, hour: 10, minute: 0 }, ZONE);
    // Booked today, beyond the booking horizon: stored as the booking would store it.
    const { lead } = await bookedLead(weekdayAt(13, ZONE, 9));
    const [viewing] = await t.app.db
      .update(viewings)
      .set({ startsAt: start, endsAt: new Date(start.getTime() + HOUR / 2) })
      .where(eq(viewings.interestId, lead.id))
      .returning();
    setClockOffset(start.getTime() - Date.now() - 23 * HOUR);
    await sweepFollowUps(t.app, links);
    const [reminder] = await mailsTo(`prospect-${counter}@example.com`, 'Reminder:');
    expect(reminder?.text).toContain(`at 10:00 AM ${zoneAbbreviation(start, ZONE)}.`);
    expect(zoneAbbreviation(start, ZONE)).not.toBe(zoneNow);
    expect(viewing).toBeDefined();
  });

  it('marks the outcome from the agenda: 409 before it starts, 404 for another manager', async () => {
    const { email, lead, viewing } = await bookedLead(fromNow(4 * HOUR));
    const mark = (outcome: string, headers = manager.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/viewings/${viewing.id}/outcome`,
        headers,
        payload: { outcome },
      });
    const early = await mark('SHOWN');
    expect(early.statusCode).toBe(409);
    const other = await createManager(t.app);
    expect((await mark('NO_SHOW', other.headers)).statusCode).toBe(404);
    expect((await mark('MAYBE')).statusCode).toBe(400);

    clockAt(viewing, -HOUR);
    const noShow = await mark('NO_SHOW');
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json()).toMatchObject({ id: viewing.id, outcome: 'NO_SHOW' });
    expect((await mark('SHOWN')).json().outcome).toBe('SHOWN');
    expect((await mark('NO_SHOW')).json().outcome).toBe('NO_SHOW');

    const followUps = await t.app.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, lead.conversationId!),
          like(messages.content, 'We missed you%'),
        ),
      );
    expect(followUps).toHaveLength(1);
    expect(followUps[0]!.content).toContain('pick a new time here: CALENDAR');
    const mails = await mailsTo(email, 'Sorry we missed you');
    expect(mails).toHaveLength(1);
    const sent = await waitForMail(t.app, email);
    expect(sent.text).toContain('book=1');
    const [back] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, lead.id));
    expect(back?.status).toBe('PRE_SCREENING_COMPLETE');
  });

  it('asks whoever showed it how it went, once, and marks it from their links', async () => {
    const { viewing } = await bookedLead(fromNow(3 * HOUR));
    clockAt(viewing, -HOUR);
    await sweepFollowUps(t.app, links);
    await sweepFollowUps(t.app, links);
    const asked = (await mailsTo(manager.email, 'How did it go?')).filter((m) =>
      m.text.includes(`prospect-${counter}@example.com`),
    );
    expect(asked).toHaveLength(1);
    const sent = await waitForMail(t.app, manager.email);
    const shown = /They came: (\S+)/.exec(sent.text)![1]!;
    expect(shown).toContain('/viewing/shown?token=');

    const page = await t.app.inject({ method: 'GET', url: path(shown) });
    expect(page.body).toContain('Yes, they came');
    expect((await viewingNow(viewing.id))?.outcome).toBeNull();
    const done = await t.app.inject({ method: 'POST', url: path(shown) });
    expect(done.body).toContain('Marked as shown');
    expect((await viewingNow(viewing.id))?.outcome).toBe('SHOWN');
  });

  it('counts shown, no-show and cancelled viewings per month, and the funnel step "Viewing held"', async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const endDate = `${String(next.getUTCMonth() + 1).padStart(2, '0')}-01-${next.getUTCFullYear()}`;
    const trend = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/lead-trend?endDate=${endDate}`,
      headers: manager.headers,
    });
    expect(trend.statusCode).toBe(200);
    const months = trend.json().months as Record<string, number>[];
    const total = (key: string) => months.reduce((sum, m) => sum + (m[key] ?? 0), 0);
    // This file marked one viewing shown (its links) and one a no-show (the agenda), and a
    // prospect cancelled one from a reminder.
    expect(total('viewingsShown')).toBe(1);
    expect(total('noShows')).toBe(1);
    expect(total('viewingsCancelled')).toBe(1);
    expect(total('viewingsHeld')).toBe(1);
    const other = await createManager(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/analytics/lead-trend?endDate=${endDate}`,
      headers: other.headers,
    });
    expect(theirs.json().months.every((m: { noShows: number }) => m.noShows === 0)).toBe(true);
  });

  it("shows each lead's last viewing outcome in the leads table", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/page?limit=200',
      headers: manager.headers,
    });
    expect(page.statusCode).toBe(200);
    const outcomes = (page.json().leads as { lastViewingOutcome: string | null }[])
      .map((lead) => lead.lastViewingOutcome)
      .filter(Boolean)
      .sort();
    expect(outcomes).toEqual(['CANCELLED', 'NO_SHOW', 'SHOWN']);
  });
});
