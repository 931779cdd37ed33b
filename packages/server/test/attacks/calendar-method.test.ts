/**
 * Attack (on the prospect's calendar, by omission): a cancellation whose calendar part says
 * METHOD:CANCEL in its body but `method=REQUEST` in its MIME Content-Type. Calendar apps
 * that go by the MIME method take it for an invitation and keep the event. Each mail is read
 * as it left over SMTP (a real server on loopback) and parsed with postal-mime: the
 * text/calendar part's Content-Type method is the body's METHOD, for the invitation and for
 * the cancellation alike.
 */
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMethod } from '../../src/mail/transport.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { startSmtpCapture } from '../smtp.ts';
import { type SeededAccount, seedAccount } from './fixtures.ts';

describe('the calendar part of a viewing mail', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let account: SeededAccount;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, TIMEZONE: 'UTC' });
    account = await seedAccount(t.app, 'method');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The next message to `to` after the `seen` it has had already, parsed. */
  async function nextMail(to: string, seen: number) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mine = smtp.messages.filter((m) => m.to.includes(to));
      if (mine.length > seen) return PostalMime.parse(mine[seen]!.raw);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No SMTP message ${seen + 1} to ${to}.`);
  }

  /** Each text/calendar part: the method its Content-Type names, and the body's METHOD. */
  function calendarParts(mail: Awaited<ReturnType<typeof PostalMime.parse>>) {
    return mail.attachments
      .filter((part) => part.mimeType === 'text/calendar')
      .map((part) => {
        const body =
          typeof part.content === 'string'
            ? part.content
            : Buffer.from(part.content as ArrayBuffer).toString('utf8');
        return { mime: part.method, body: /^METHOD:(.+)\r?$/m.exec(body)?.[1] };
      });
  }

  it('names the body’s METHOD in its Content-Type: REQUEST for an invitation, CANCEL for a cancellation', async () => {
    const to = account.prospectEmail;
    const at = new Date(Date.now() + 5 * 86_400_000);
    at.setUTCHours(16, 0, 0, 0);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${account.interestId}/viewing`,
      headers: account.manager.headers,
      payload: { datetime: at.toISOString() },
    });
    expect(booked.statusCode).toBe(200);
    const invitation = await nextMail(to, 0);
    expect(invitation.subject).toMatch(/is (booked|moved)$/);
    expect(calendarParts(invitation)).toEqual([{ mime: 'REQUEST', body: 'REQUEST' }]);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/viewings/${booked.json().id}`,
      headers: account.manager.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const cancellation = await nextMail(to, 1);
    expect(cancellation.subject).toMatch(/is cancelled$/);
    expect(calendarParts(cancellation)).toEqual([{ mime: 'CANCEL', body: 'CANCEL' }]);
  });

  it('takes the MIME method from the body for any method, PUBLISH when it names none', () => {
    const ics = (method: string) =>
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${method}BEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(calendarMethod(ics('METHOD:REQUEST\r\n'))).toBe('REQUEST');
    expect(calendarMethod(ics('METHOD:CANCEL\r\n'))).toBe('CANCEL');
    expect(calendarMethod(ics('METHOD:counter\r\n'))).toBe('COUNTER');
    expect(calendarMethod(ics(''))).toBe('PUBLISH');
    // A value that mentions a method is not the calendar's METHOD line.
    expect(calendarMethod(ics('X-NOTE:METHOD:CANCEL\r\n'))).toBe('PUBLISH');
  });
});
