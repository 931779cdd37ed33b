/**
 * The medium-neutral document every template composer produces. A composer decides what
 * to say; medium.ts decides how it looks as an SMS, an e-mail, a memo or a phone script,
 * and length.ts how much of it a SHORT, MEDIUM or LONG text keeps. All text here is plain
 * (the manager's values unescaped); it is escaped once, when rendered.
 */
import type { Medium, TextLength, WorkflowTemplate } from '@porchlight/domain';
import type { Vars } from './variables.ts';

/** SHORT keeps 'essential' sections, MEDIUM adds 'detail', LONG adds 'context'. */
export type Tier = 'essential' | 'detail' | 'context';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered: boolean }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'facts'; rows: Array<readonly [label: string, value: string]> }
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface Section {
  heading: string;
  tier: Tier;
  blocks: Block[];
}

/** A question the other person may ask on the phone, with the answer to give. */
export interface Question {
  ask: string;
  answer: string;
}

/** A remark for the manager, shown at the end; `short` is the SMS form. */
export interface Note {
  text: string;
  short: string;
}

export interface Draft {
  /** Heading of memos and phone scripts. */
  title: string;
  /** E-mail subject and memo 'Re:' line. */
  subject: string;
  /** Memo 'To:' and the person the phone call is for. */
  to: string;
  /** The greeting: 'Dear {salutation},' / 'Hi {salutation},'; none for public posts. */
  salutation: string | null;
  /** The person's name when known: the phone script asks for them by name. */
  recipient?: string | undefined;
  /** Memo 'From:' and the sign-off name. */
  from: string;
  /** The message in one or two sentences: it opens every medium. */
  lead: string;
  sections: Section[];
  /** The last paragraph before the sign-off. */
  closing: string;
  signOff: string;
  /** Further facts for an SMS, most important first; kept while they fit. */
  sms: string[];
  /** What the call is about, after "I'm calling …". */
  purpose: string;
  /** Who the phone call is with, when not {@link Draft.to} (a prospect calling about a listing). */
  callee?: string;
  /** A phone opening of its own (an inbound call about a listing), instead of the default. */
  opening?: string;
  /** An SMS of its own to start from (a social post), instead of the greeting and lead. */
  smsLead?: string;
  questions: Question[];
  notes: Note[];
  /** Parts of the one-line summary after the template title. */
  summary: Array<string | undefined>;
}

/** What a template composer gets: the run's values and how it will be shaped. */
export interface ComposeContext {
  vars: Vars;
  template: WorkflowTemplate;
  textLength: TextLength;
  medium: Medium;
  now: Date;
}

export type Composer = (context: ComposeContext) => Draft;

type Maybe = string | undefined | null | false;

const present = (items: readonly Maybe[]): string[] =>
  items.filter((item): item is string => typeof item === 'string' && item.trim() !== '');

/** A paragraph of the present parts joined by spaces; null when nothing is present. */
export function paragraph(...parts: Maybe[]): Block | null {
  const text = present(parts).join(' ');
  return text ? { kind: 'paragraph', text } : null;
}

export function list(items: readonly Maybe[], ordered = false): Block | null {
  const kept = present(items);
  return kept.length > 0 ? { kind: 'list', items: kept, ordered } : null;
}

export function checklist(items: readonly Maybe[]): Block | null {
  const kept = present(items);
  return kept.length > 0 ? { kind: 'checklist', items: kept } : null;
}

/** Label–value lines; a row whose value is missing is left out (never an empty label). */
export function facts(rows: ReadonlyArray<readonly [string, Maybe]>): Block | null {
  const kept = rows.filter((row): row is readonly [string, string] => present([row[1]]).length > 0);
  return kept.length > 0 ? { kind: 'facts', rows: kept } : null;
}

export function table(header: string[], rows: string[][]): Block | null {
  return rows.length > 0 ? { kind: 'table', header, rows } : null;
}

export function section(heading: string, tier: Tier, ...blocks: Array<Block | null>): Section {
  return { heading, tier, blocks: blocks.filter((block): block is Block => block !== null) };
}

/** The sender every document signs with: the manager fills in their own name when sending. */
export const SENDER = 'Property Management';

type Defaulted = 'from' | 'signOff' | 'salutation' | 'questions' | 'sms' | 'notes';

/** A draft with the common defaults: signed by {@link SENDER}, no greeting, no notes. */
export function draft(parts: Omit<Draft, Defaulted> & Partial<Pick<Draft, Defaulted>>): Draft {
  return {
    from: SENDER,
    signOff: 'Kind regards',
    salutation: null,
    questions: [],
    sms: [],
    notes: [],
    ...parts,
  };
}

/** A question for the phone script, only when there is an answer to give. */
export function question(ask: string, answer: Maybe): Question[] {
  return answer ? [{ ask, answer }] : [];
}
