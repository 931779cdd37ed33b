import { instantAt, isValidTimeZone } from '@porchlight/domain';
import ICAL from 'ical.js';
import { findIana } from 'windows-iana';

/**
 * Reads the busy times of an iCalendar text (a calendar's secret address): every event that
 * makes its owner busy, recurring ones expanded, within a window. Built for calendars we do
 * not control: each event is parsed on its own, so one that cannot be read (a malformed
 * RRULE) is skipped and the rest kept; the work and the result are capped. It runs in a
 * worker thread (sources.parse.ts) with a time limit, since a rule can loop forever.
 */

export class NotACalendarError extends Error {
  override name = 'NotACalendarError';
}

export class TooManyBusyTimesError extends Error {
  override name = 'TooManyBusyTimesError';
}

export interface ReadOptions {
  /** Milliseconds since the epoch: busy times that end before `from` or start after `to` are left out. */
  from: number;
  to: number;
  /** The zone of all-day events and floating times when the calendar names none. */
  defaultZone: string | null;
  /** At most this many busy times (before merging); more is a failure, not a silent cut. */
  cap: number;
}

export interface BusyRead {
  /** [start, end) in milliseconds since the epoch, sorted, overlaps merged. */
  busy: Array<[number, number]>;
  /** What was read leniently, without titles or addresses (for the logs). */
  notes: string[];
}

/** Recurrence steps per event and per calendar: a daily event since 1990 takes ~13,000. */
const STEPS_PER_EVENT = 50_000;
const STEPS_PER_CALENDAR = 1_000_000;
/** Occurrences are followed a little past the window: an override may move one into it. */
const OVERRIDE_SLACK_MS = 7 * 86_400_000;

interface Block {
  name: string;
  text: string;
}

/**
 * The calendar's top-level properties and its components, each as its own text; lines
 * unfolded. Not a calendar (HTML, JSON, nothing) when the first line is not BEGIN:VCALENDAR.
 */
function splitCalendar(text: string): { props: Map<string, string>; blocks: Block[] } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/);
  const first = lines.find((line) => line.trim() !== '');
  if (first?.trim().toUpperCase() !== 'BEGIN:VCALENDAR') {
    throw new NotACalendarError('That address did not return a calendar.');
  }
  const props = new Map<string, string>();
  const blocks: Block[] = [];
  let current: { name: string; lines: string[]; depth: number } | null = null;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (current) {
      current.lines.push(line);
      if (upper.startsWith('BEGIN:')) current.depth++;
      else if (upper.startsWith('END:') && --current.depth === 0) {
        blocks.push({ name: current.name, text: current.lines.join('\r\n') });
        current = null;
      }
    } else if (upper.startsWith('BEGIN:') && upper.trim() !== 'BEGIN:VCALENDAR') {
      current = { name: upper.slice(6).trim(), lines: [line], depth: 1 };
    } else {
      const colon = line.indexOf(':');
      if (colon > 0) props.set(upper.slice(0, colon).split(';')[0]!, line.slice(colon + 1).trim());
    }
  }
  return { props, blocks };
}

/**
 * A time zone definition whose rules recur other than yearly is not a real one, and ical.js
 * would expand it from its start (often 1601) step by step: it is dropped, and its TZID read
 * as an unknown zone.
 */
const isSaneTimezone = (block: Block) =>
  block.text
    .split('\r\n')
    .filter((line) => /^RRULE[:;]/i.test(line))
    .every((line) => /FREQ=YEARLY/i.test(line));

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A rule that names month days none of its months has (the 30th of February) never yields
 * an occurrence, and ical.js searches for one forever: such an event is skipped.
 */
function hasImpossibleDays(rule: ICAL.Recur): boolean {
  const days = rule.parts.BYMONTHDAY as number[] | undefined;
  if (!days?.length) return false;
  const months = (rule.parts.BYMONTH as number[] | undefined) ?? [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
  ];
  return !months.some((month) =>
    days.some((day) => Math.abs(day) <= (DAYS_IN_MONTH[month - 1] ?? 0)),
  );
}

class Reader {
  readonly notes = new Set<string>();
  readonly busy: Array<[number, number]> = [];
  steps = 0;

  private readonly options: ReadOptions;
  /** The zone of floating times and all-day events. */
  private readonly localZone: string;

  constructor(options: ReadOptions, localZone: string) {
    this.options = options;
    this.localZone = localZone;
  }

  /**
   * The instant of a date-time: its own zone when ical.js knows it, else its TZID by name
   * (an IANA name, or a Windows one as Outlook writes them: 'Eastern Standard Time').
   */
  instantOf(time: ICAL.Time, tzid: string | null): number {
    if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
    let zone = this.localZone;
    if (tzid) {
      const windows = findIana(tzid)[0];
      if (isValidTimeZone(tzid)) zone = tzid;
      else if (windows && isValidTimeZone(windows)) zone = windows;
      else {
        this.notes.add(`an unknown time zone (${tzid.slice(0, 60)}) was read as UTC`);
        zone = 'UTC';
      }
    }
    const local = {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
    };
    return instantAt(local, zone).getTime() + (time.isDate ? 0 : time.second * 1000);
  }

  /** Adds one occurrence unless it does not make its owner busy or lies outside the window. */
  add(component: ICAL.Component, start: ICAL.Time, end: ICAL.Time, startZone: string | null) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED')
      return;
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT')
      return;
    let from: number;
    let to: number;
    if (start.isDate) {
      // An all-day event blocks its whole days where its owner lives.
      from = this.instantOf(start, null);
      let last = end;
      if (!end.isDate || end.compare(start) <= 0) {
        last = start.clone();
        last.adjust(1, 0, 0, 0);
      }
      to = this.instantOf(last, null);
    } else {
      from = this.instantOf(start, startZone);
      to = end.isDate ? from : this.instantOf(end, zoneOf(component, 'dtend', startZone));
    }
    if (!(to > from) || to <= this.options.from || from >= this.options.to) return;
    if (this.busy.length >= this.options.cap) {
      throw new TooManyBusyTimesError(
        `That calendar has more than ${this.options.cap.toLocaleString('en-US')} busy times in the coming weeks.`,
      );
    }
    this.busy.push([from, to]);
  }

  /** Every occurrence of a recurring event up to the end of the window (and a little past it). */
  expand(event: ICAL.Event) {
    const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    if (rule && hasImpossibleDays(rule)) throw new Error('impossible recurrence rule');
    const startZone = zoneOf(event.component, 'dtstart', null);
    const stop = this.options.to + OVERRIDE_SLACK_MS;
    const iterator = event.iterator();
    let steps = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++steps > STEPS_PER_EVENT || ++this.steps > STEPS_PER_CALENDAR) {
        this.notes.add('a recurring event with too many occurrences was cut short');
        return;
      }
      if (this.instantOf(next, startZone) > stop) return;
      const details = event.getOccurrenceDetails(next);
      const own = details.item === event;
      this.add(
        details.item.component,
        details.startDate,
        details.endDate,
        own ? startZone : zoneOf(details.item.component, 'dtstart', null),
      );
    }
  }
}

/** The TZID parameter of a component's date property, if any. */
function zoneOf(component: ICAL.Component, name: string, fallback: string | null) {
  const tzid = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : fallback;
}

/** Sorted, with overlapping and touching intervals merged into one. */
export function mergeIntervals(list: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The busy times of an iCalendar text within the window. Throws NotACalendarError for
 * anything that is not a calendar and TooManyBusyTimesError past the cap.
 */
export function readBusyTimes(text: string, options: ReadOptions): BusyRead {
  const { props, blocks } = splitCalendar(text);
  const named = props.get('X-WR-TIMEZONE');
  const localZone = named && isValidTimeZone(named) ? named : (options.defaultZone ?? 'UTC');
  const reader = new Reader(options, localZone);
  const root = new ICAL.Component(['vcalendar', [], []]);
  const events: ICAL.Component[] = [];
  let unreadable = 0;
  for (const block of blocks) {
    if (block.name !== 'VEVENT' && block.name !== 'VTIMEZONE') continue;
    if (block.name === 'VTIMEZONE' && !isSaneTimezone(block)) {
      reader.notes.add('a time zone definition with unusual rules was ignored');
      continue;
    }
    try {
      const component = new ICAL.Component(ICAL.parse(block.text) as unknown as unknown[]);
      root.addSubcomponent(component);
      if (block.name === 'VEVENT') events.push(component);
    } catch {
      unreadable++;
    }
  }
  // A moved or cancelled instance is an event of its own with the series' UID.
  const series = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const singles: ICAL.Event[] = [];
  for (const component of events) {
    try {
      const event = new ICAL.Event(component);
      if (event.isRecurrenceException()) overrides.push(event);
      else if (event.isRecurring()) series.set(event.uid, event);
      else singles.push(event);
    } catch {
      unreadable++;
    }
  }
  for (const override of overrides) {
    const master = series.get(override.uid);
    if (master) master.relateException(override);
    else singles.push(override);
  }
  for (const event of singles) {
    try {
      const zone = zoneOf(event.component, 'dtstart', null);
      reader.add(event.component, event.startDate, event.endDate, zone);
    } catch (error) {
      if (error instanceof TooManyBusyTimesError) throw error;
      unreadable++;
    }
  }
  for (const event of series.values()) {
    try {
      reader.expand(event);
    } catch (error) {
      if (error instanceof TooManyBusyTimesError) throw error;
      unreadable++;
    }
  }
  if (unreadable > 0) reader.notes.add(`${unreadable} event(s) could not be read and were skipped`);
  return { busy: mergeIntervals(reader.busy), notes: [...reader.notes] };
}
