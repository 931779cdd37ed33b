/**
 * How a draft looks in each medium. SMS: plain text, no headings, within the length's
 * character limit (SHORT ≤ 320). EMAIL: a 'Subject:' line, greeting, body, sign-off. MEMO:
 * a 'MEMO' header block (To, From, Date, Re), then sections. PHONE_SCRIPT: Opening, Key
 * points, If they ask…, Closing. Notes for the manager always come last.
 */
import type { Medium, TextLength } from '@porchlight/domain';
import type { Draft, Section } from './draft.ts';
import { clip, formatDay, lowerFirst, sentence } from './format.ts';
import { SHORT_LIST_ITEMS, SMS_LIMITS, sectionsFor } from './length.ts';
import { escapeMarkdown as esc, flattenBlock, renderBlock } from './markdown.ts';

const paragraphs = (parts: ReadonlyArray<string | null | undefined | false>) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n');

/** SHORT lists keep their first items: the essentials only. */
function shorten(sections: Section[], textLength: TextLength): Section[] {
  if (textLength !== 'SHORT') return sections;
  return sections.map((s) => ({
    ...s,
    blocks: s.blocks.map((b) =>
      b.kind === 'list' || b.kind === 'checklist'
        ? { ...b, items: b.items.slice(0, SHORT_LIST_ITEMS) }
        : b,
    ),
  }));
}

const body = (sections: Section[], heading: (text: string) => string) =>
  sections.map((s) => paragraphs([heading(esc(s.heading)), ...s.blocks.map(renderBlock)]));

const notesOf = (draft: Draft) =>
  draft.notes.length > 0
    ? paragraphs(['---', ...draft.notes.map((note) => `**Note:** ${esc(note.text)}`)])
    : null;

function email(draft: Draft, sections: Section[]): string {
  return paragraphs([
    `Subject: ${esc(draft.subject)}`,
    draft.salutation ? `Dear ${esc(draft.salutation)},` : 'Hello,',
    esc(draft.lead),
    ...body(sections, (h) => `**${h}**`),
    esc(draft.closing),
    `${esc(draft.signOff)},  \n${esc(draft.from)}`,
    notesOf(draft),
  ]);
}

function memo(draft: Draft, sections: Section[], now: Date): string {
  const header = [
    `**To:** ${esc(draft.to)}`,
    `**From:** ${esc(draft.from)}`,
    `**Date:** ${formatDay(now)}`,
    `**Re:** ${esc(draft.subject)}`,
  ].join('  \n');
  return paragraphs([
    '# MEMO',
    header,
    '---',
    '## Summary',
    esc(draft.lead),
    ...body(sections, (h) => `## ${h}`),
    esc(draft.closing),
    notesOf(draft),
  ]);
}

const quote = (text: string) => `"${esc(text)}"`;

function phoneScript(draft: Draft, sections: Section[]): string {
  const introduce = `(your name) from ${draft.from}. I'm calling ${draft.purpose}.`;
  const opening =
    draft.opening ??
    (draft.recipient
      ? `Hello, may I speak with ${draft.recipient}? This is ${introduce}`
      : `Hello, this is ${introduce}`);
  const points = [
    draft.lead,
    ...sections.map((s) => `${s.heading}: ${s.blocks.map(flattenBlock).join(' ')}`),
  ];
  const questions =
    draft.questions.length > 0
      ? draft.questions.map((q) => `- **${quote(q.ask)}** ${esc(sentence(q.answer))}`).join('\n')
      : `- **"Can you send me this in writing?"** Yes, I'll send you a written copy today.`;
  return paragraphs([
    `# Phone script: ${esc(draft.title)}`,
    `**Call with:** ${esc(draft.callee ?? draft.to)}`,
    '## Opening',
    quote(opening),
    '## Key points',
    points.map((point, index) => `${index + 1}. ${esc(point)}`).join('\n'),
    '## If they ask…',
    questions,
    '## Closing',
    quote(
      `${sentence(draft.closing)} ${/thank/i.test(draft.closing) ? 'Have a good day.' : 'Thank you for your time.'}`,
    ),
    notesOf(draft),
  ]);
}

/** Escaped text that fits `room` characters, cutting the plain text at a word if needed. */
function fitted(text: string, room: number): string {
  let max = text.length;
  let result = esc(text);
  while (result.length > room && max > 1) {
    max = Math.min(max - 1, Math.floor(max * (room / result.length)));
    result = esc(clip(text, max));
  }
  return result.length <= room ? result : '';
}

const OWN_OPENINGS = /^(?:Our|This|We|Here|As|To|Your|For)\b/;

function sms(draft: Draft, textLength: TextLength): string {
  const limit = SMS_LIMITS[textLength];
  const notes = draft.notes.map((note) => esc(note.short)).join(' ');
  const tail = notes ? `\n\n${notes}` : '';
  const signature = draft.salutation === null ? '' : ` - ${esc(draft.from)}`;
  const room = limit - tail.length - signature.length;
  const lead = draft.smsLead ?? draft.lead;
  // 'Hi Jane Doe, our records show…': only our own opening words are lower-cased, never a name.
  const greeting = draft.salutation ? `Hi ${draft.salutation}, ` : '';
  const opening = greeting && OWN_OPENINGS.test(lead) ? lowerFirst(lead) : lead;
  let message = fitted(`${greeting}${opening}`, room);
  for (const fact of draft.sms) {
    const next = ` ${esc(sentence(fact))}`;
    if (message.length + next.length <= room) message += next;
  }
  return `${message}${signature}${tail}`;
}

/** The markdown of a draft in a medium and length. */
export function renderDraft(
  draft: Draft,
  medium: Medium,
  textLength: TextLength,
  now: Date,
): string {
  const sections = shorten(sectionsFor(draft.sections, textLength), textLength);
  switch (medium) {
    case 'SMS':
      return sms(draft, textLength);
    case 'EMAIL':
      return email(draft, sections);
    case 'MEMO':
      return memo(draft, sections, now);
    case 'PHONE_SCRIPT':
      return phoneScript(draft, sections);
  }
}
