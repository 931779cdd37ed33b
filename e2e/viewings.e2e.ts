import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpCapture } from '../packages/server/test/smtp.ts';
import { callApi, type Reply } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { openPage } from './support/journey.ts';
import { magicLink, openSignInLink, type SmtpCapture, uniqueEmail } from './support/manager.ts';
import { freePort, newDataDir, type RunningServer, startServer } from './support/server.ts';
import { settled } from './support/settle.ts';
import { untilFound } from './support/until.ts';

// Viewings that run themselves (issue 30), on the default install with a calendar host on
// loopback: an agent's busy event takes its slots out of the prospect's picker; the booked
// viewing is in the agent's calendar subscription (parsed back by ical.js); with the
// server's clock moved a day on (CLOCK_OFFSET_MS, the domain's clock), the 24-hour
// reminders go out: one is confirmed from its link, another cancelled from its link and
// its time is free again; once the viewing is over the agent marks it a no-show from the
// "How did it go?" mail and the prospect is offered a new time; an open house fills up.
const SHOTS = process.env.VIEWINGS_SCREENSHOTS_DIR ?? '/tmp/shots';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let smtp: SmtpCapture;
let calendarHost: Server;
let busyEvents = '';
let server: RunningServer;
let browser: Browser;
let dataDir = '';
let env: Record<string, string> = {};
let token = '';
let propertyId = '';
let openHousePropertyId = '';
let agentId = '';
let feedUrl = '';
/** A weekday two or more days ahead, midnight UTC: the day of the viewings. */
let day: Date;
const at = (hour: number, minute = 0) => new Date(day.getTime() + hour * HOUR + minute * 60_000);
const STAMP = Date.now();
const FIRST = `first.${STAMP}@example.com`;
const SECOND = `second.${STAMP}@example.com`;

const api = (method: string, path: string, body?: unknown, auth = token): Promise<Reply> =>
  callApi(server.url, method, path, body, auth);

/** Starts (or starts again, on the same embedded database) the server, its clock moved by `offsetMs`. */
async function serve(offsetMs = 0) {
  await server?.stop();
  server = await startServer(
    { ...env, CLOCK_OFFSET_MS: String(Math.round(offsetMs)) },
    { dataDir },
  );
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A prospect who books from the chat as the widget does (their session, then the booking). */
async function bookByApi(property: string, email: string, start: Date) {
  const started = await api('POST', '/api/v2/conversations/property-interest', {
    email,
    propertyId: property,
  });
  expect(started.status).toBe(201);
  return api(
    'POST',
    `/api/v1/tenant-interests/${property}/schedule-viewing`,
    { propertyId: property, datetime: start.toISOString() },
    started.body.jwt,
  );
}

/** The last mail to `to` whose subject matches, its text decoded. */
async function mailTo(to: string, subject: RegExp) {
  const mail = await untilFound(
    `a mail to ${to} matching ${subject}`,
    () =>
      smtp.messages.findLast(
        (m) => m.to.includes(to) && subject.test(decodeQuotedPrintable(m.raw)),
      ),
    30_000,
  );
  return decodeQuotedPrintable(mail.raw);
}

/** The link in a mail to `path` (e.g. /viewing/confirm), on this server's origin. */
function linkIn(text: string, path: string) {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  const link = new URL(match[0].replace(/&amp;/g, '&'));
  return `${server.url}${link.pathname}${link.search}`;
}

/** Opens a one-tap link as a person does: the page asks, the one button does it. */
async function tap(link: string, expected: RegExp) {
  const { page, context, errors } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
  });
  await page.goto(link);
  await page.getByRole('button').click();
  await page.getByRole('heading', { name: expected }).waitFor();
  await page.screenshot({
    path: join(SHOTS, `viewing-link-${expected.source.slice(0, 20).replace(/\W+/g, '-')}.png`),
  });
  await context.close();
  expect(errors).toEqual([]);
}

/** The property's picker times nobody can come, as the widget gets them. */
async function unavailable(property: string) {
  const hours = await api('GET', `/api/v1/properties/${property}/viewing-hours`, undefined, '');
  return hours.body.unavailable as { start: string; end: string }[];
}
const blocked = (list: { start: string; end: string }[], start: Date) =>
  list.some((i) => new Date(i.start) <= start && new Date(i.end) > start);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  day = new Date(Date.now() + 2 * DAY);
  day.setUTCHours(0, 0, 0, 0);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + DAY);
  // The agent's calendar: busy from 10:00 to 11:00 on the day, in their own calendar app.
  busyEvents = [
    'BEGIN:VEVENT',
    `UID:dentist-${STAMP}@calendar.test`,
    `DTSTAMP:${utc(new Date())}`,
    `DTSTART:${utc(at(10))}`,
    `DTEND:${utc(at(11))}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
  ].join('\r\n');
  calendarHost = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Calendar host//EN\r\n${busyEvents}\r\nEND:VCALENDAR\r\n`,
    );
  });
  await new Promise<void>((resolve) => calendarHost.listen(0, '127.0.0.1', resolve));

  smtp = await startSmtpCapture();
  const port = await freePort();
  dataDir = newDataDir();
  env = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    JOB_POLL_INTERVAL_MS: '50',
    TIMEZONE: 'UTC',
  };
  [browser] = await Promise.all([launchChromium(), serve()]);

  const manager = uniqueEmail('viewings');
  const signup = await api(
    'POST',
    '/api/v1/auth/signup',
    { email: manager, firstName: 'Sam', lastName: 'Rivera', unitsManaged: 4 },
    '',
  );
  expect(signup.status).toBe(200);
  const { page, context } = await openPage(browser);
  await openSignInLink(page, await magicLink(smtp, server, manager));
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await context.close();

  const agent = await api('POST', '/api/v1/leasing-agents', {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: `ana.${STAMP}@example.com`,
    phone: '3125550142',
  });
  agentId = agent.body.id;
  const property = await api('POST', '/api/v1/properties', {
    address: '88 Orchard Lane, Chicago, IL 60614',
    type: 'MULTI_FAMILY',
  });
  propertyId = property.body.id;
  const settings = await api('PATCH', `/api/v1/properties/${propertyId}`, {
    questions: '',
    timeZone: 'UTC',
    leasingAgentId: agentId,
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const source = await api('POST', '/api/v1/calendar-sources', {
    leasingAgentId: agentId,
    name: 'Ana’s calendar',
    url: `http://127.0.0.1:${(calendarHost.address() as AddressInfo).port}/ana.ics`,
  });
  expect(source.status).toBe(201);
  expect(source.body.error).toBeNull();
  const feed = await api('POST', '/api/v1/calendar-feeds', { leasingAgentId: agentId });
  expect(feed.status).toBe(201);
  feedUrl = feed.body.url;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => calendarHost?.close(resolve));
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The picker's day heading for `date` (UTC), as the widget writes it. */
const heading = (date: Date) =>
  date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function pickerOn(page: Page, date: Date) {
  const picker = page.getByRole('dialog', { name: 'Choose a viewing time' });
  await picker.waitFor();
  // It opens on the first day with a time once the hours are in: move from there.
  await picker.getByText(/Loading available times/).waitFor({ state: 'hidden' });
  const title = picker.getByRole('heading', { level: 3 });
  for (let i = 0; i < 10 && !(await title.textContent())?.includes(heading(date)); i++) {
    await picker.getByRole('button', { name: 'Next day' }).click();
  }
  expect(await title.textContent()).toContain(heading(date));
  return picker;
}

describe('a viewing, from a busy calendar to a no-show', () => {
  it('leaves the agent’s busy hour out of the picker and books around it', async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.url}/chat?propertyId=${propertyId}&book=1`);
    const email = page.getByRole('dialog', { name: 'Enter your email' });
    await email.getByRole('textbox').fill(FIRST);
    await email.getByRole('textbox').press('Enter');
    const picker = await pickerOn(page, day);
    await picker.getByRole('button', { name: '9:30 AM' }).waitFor();
    // 10:00 and 10:30 would meet the dentist; 9:30 ends as it starts.
    expect(await picker.getByRole('button', { name: '10:00 AM' }).count()).toBe(0);
    expect(await picker.getByRole('button', { name: '10:30 AM' }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'picker-busy-390.png') });
    await picker.getByRole('button', { name: '11:00 AM' }).click();
    await picker
      .getByRole('status')
      .getByText(/at 11:00 AM [A-Z]/)
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'picker-confirm-390.png') });
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await picker.waitFor({ state: 'hidden' });
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText(/You're all set!/).waitFor({ timeout: 15_000 });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('puts the viewing in the agent’s calendar subscription', async () => {
    const response = await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, server.url));
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const viewing = events.find((e) => e.startDate.toJSDate().getTime() === at(11).getTime());
    expect(viewing, events.map((e) => e.startDate.toString()).join(', ')).toBeDefined();
    expect(viewing!.uid).toMatch(/^viewing-[0-9a-f-]+@porchlight$/);
    expect(viewing!.location).toContain('88 Orchard Lane');
  });

  it('a day before: one reminder is confirmed from its link, another cancelled and its time freed', async () => {
    expect((await bookByApi(propertyId, SECOND, at(11, 30))).status).toBe(200);
    expect(blocked(await unavailable(propertyId), at(11, 30))).toBe(true);
    // The server's clock 23 hours before the first viewing: both reminders are due.
    await serve(at(11).getTime() - 23 * HOUR - Date.now());

    const first = await mailTo(FIRST, /Subject: Reminder/);
    await tap(linkIn(first, '/viewing/confirm'), /confirmed/);
    const agenda = await api('GET', `/api/v1/viewings?propertyId=${propertyId}`);
    const confirmed = agenda.body.find(
      (v: { startsAt: string }) => v.startsAt === at(11).toISOString(),
    );
    expect(confirmed.confirmedAt).not.toBeNull();

    const second = await mailTo(SECOND, /Subject: Reminder/);
    await tap(linkIn(second, '/viewing/cancel'), /cancelled/);
    expect(blocked(await unavailable(propertyId), at(11, 30))).toBe(false);
    expect(blocked(await unavailable(propertyId), at(11))).toBe(true);
    await mailTo(`ana.${STAMP}@example.com`, /cancel/i);
  });

  it('after it: the agent marks a no-show from the mail, and the prospect is offered a new time', async () => {
    // The server's clock a quarter of an hour after the first viewing ended.
    await serve(at(11, 45).getTime() - Date.now());
    const asked = await mailTo(`ana.${STAMP}@example.com`, /How did/);
    await tap(linkIn(asked, '/viewing/no-show'), /no-show/);
    const missed = await mailTo(FIRST, /missed you/i);
    expect(missed).toMatch(/book=1/);
    const agenda = await api(
      'GET',
      `/api/v1/viewings?propertyId=${propertyId}&from=${at(0).toISOString()}`,
    );
    expect(
      agenda.body.find((v: { startsAt: string }) => v.startsAt === at(11).toISOString()).outcome,
    ).toBe('NO_SHOW');
  });
});

describe('an open house', () => {
  it('takes bookings up to its capacity, and the picker then shows it full', async () => {
    await serve();
    const property = await api('POST', '/api/v1/properties', {
      address: '12 Market Square, Chicago, IL 60607',
      type: 'MULTI_FAMILY',
    });
    openHousePropertyId = property.body.id;
    await api('PATCH', `/api/v1/properties/${openHousePropertyId}`, {
      questions: '',
      timeZone: 'UTC',
    });
    const mode = await api('PUT', `/api/v1/properties/${openHousePropertyId}/showings`, {
      showingMode: 'OPEN_HOUSE',
      viewingAssignment: 'FIXED',
      agentIds: [],
    });
    expect(mode.status).toBe(200);
    const start = new Date(day.getTime() + DAY + 15 * HOUR);
    const created = await api('POST', `/api/v1/properties/${openHousePropertyId}/open-houses`, {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
      capacity: 2,
    });
    expect(created.status).toBe(201);

    const { page, context, errors } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${server.url}/chat?propertyId=${openHousePropertyId}&book=1`);
    const email = page.getByRole('dialog', { name: 'Enter your email' });
    await email.getByRole('textbox').fill(`open.${STAMP}@example.com`);
    await email.getByRole('textbox').press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose a viewing time' });
    await picker.getByRole('button', { name: /3:00 PM – 5:00 PM · 2 places left/ }).click();
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('log', { name: 'Conversation' })
      .getByText(/You're all set!/)
      .waitFor({
        timeout: 15_000,
      });
    expect((await bookByApi(openHousePropertyId, `other.${STAMP}@example.com`, start)).status).toBe(
      200,
    );
    const late = await bookByApi(openHousePropertyId, `late.${STAMP}@example.com`, start);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('That open house is full. Please choose another time.');

    const showings = await api('GET', `/api/v1/properties/${openHousePropertyId}/showings`);
    expect(showings.body.openHouses[0]).toMatchObject({ capacity: 2, booked: 2 });
    const third = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await third.page.goto(`${server.url}/chat?propertyId=${openHousePropertyId}&book=1`);
    const thirdEmail = third.page.getByRole('dialog', { name: 'Enter your email' });
    await thirdEmail.getByRole('textbox').fill(`third.${STAMP}@example.com`);
    await thirdEmail.getByRole('textbox').press('Enter');
    const full = third.page
      .getByRole('dialog', { name: 'Choose a viewing time' })
      .getByRole('button', { name: /3:00 PM – 5:00 PM · Full/ });
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);
    await third.page.screenshot({ path: join(SHOTS, 'picker-open-house-full-390.png') });
    await third.context.close();
    await context.close();
    expect(errors).toEqual([]);
    expect(third.errors).toEqual([]);
  });
});

describe('the manager’s side', () => {
  /** A manager's page at `width`, signed in with the journey's session. */
  async function managerAt(width: number) {
    const opened = await openPage(browser, {
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    await opened.page.goto(`${server.url}/login`);
    const userId = JSON.parse(atob(token.split('.')[1] ?? '')).sub as string;
    await opened.page.evaluate(
      ([value, id]) => {
        localStorage.setItem('token', value as string);
        localStorage.setItem('userId', id as string);
      },
      [token, userId],
    );
    return opened;
  }

  /** No serious accessibility finding in the section, and nothing wider than the screen. */
  async function check(page: Page, section: string, name: string, width: number) {
    await settled(page);
    const found = await seriousViolations(page, section);
    expect(
      found.map(({ id, targets }) => `${id}: ${targets.join(', ')}`),
      name,
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.locator(section).screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }

  it.each([1440, 390])('shows Showings, Busy calendars and the agenda at %i px', async (width) => {
    const { page, context, errors } = await managerAt(width);
    await page.goto(`${server.url}/properties/${openHousePropertyId}`);
    const showings = page.getByRole('region', { name: 'Showings' });
    await showings.getByText(/of 2 places booked/).waitFor();
    await check(page, 'section[aria-labelledby="showings-title"]', 'showings', width);

    await page.goto(`${server.url}/profile`);
    const busy = page.getByRole('region', { name: 'Busy calendars' });
    await busy.getByText('Ana’s calendar').waitFor();
    await check(page, 'section[aria-labelledby="busy-calendars-title"]', 'busy-calendars', width);

    await page.goto(`${server.url}/viewings`);
    await page.getByText('88 Orchard Lane', { exact: false }).first().waitFor();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const found = await seriousViolations(page, 'main');
    expect(
      found.map(({ id, targets }) => `${id}: ${targets.join(', ')}`),
      'agenda',
    ).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `agenda-${width}.png`), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  });
});
