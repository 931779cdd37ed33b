/**
 * Date rules of the leads page: move-in placeholders, the analytics month and
 * call durations.
 */
import { daysInMonth, type LocalDate } from './local-date-time.ts';

/**
 * True when a move-in value means "not set": null, blank, the zero date
 * '0001-01-01' (with or without a time part) or any year-0000 value.
 */
export function isPlaceholderMoveIn(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || text.startsWith('0001-01-01') || text.startsWith('0000');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function formatMDY({ year, month, day }: LocalDate): string {
  return `${pad2(month)}-${pad2(day)}-${String(year).padStart(4, '0')}`;
}

/** The analytics query format 'MM-DD-YYYY' of a Date's local calendar day; '' when invalid. */
export function formatAnalyticsDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return formatMDY({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Reads 'MM-DD-YYYY'; null unless it names a real day (no 13-01-2024, no 02-30-2024). */
export function parseAnalyticsDate(text: string | null | undefined): LocalDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  return day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The month `delta` months away (negative goes back), across year ends. */
export function shiftMonth(year: number, month: number, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + Math.trunc(delta);
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The calendar month containing `now` (local time). */
export function currentMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * The analytics period of one calendar month: its first and last day (both
 * inclusive) as 'MM-DD-YYYY'. Null for a month outside 1–12.
 */
export function monthRange(
  year: number,
  month: number,
): { startDate: string; endDate: string } | null {
  const lastDay = daysInMonth(year, month);
  if (lastDay === 0) return null;
  return {
    startDate: formatMDY({ year, month, day: 1 }),
    endDate: formatMDY({ year, month, day: lastDay }),
  };
}

/** A call duration as minutes:seconds ('4:05', '75:00'); negative or NaN gives '0:00'. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(total / 60)}:${pad2(total % 60)}`;
}

/** Whole seconds between two timestamps (a call's startedAt and endedAt); null when either is unreadable. */
export function secondsBetween(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const from = Date.parse(start ?? '');
  const to = Date.parse(end ?? '');
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.max(0, Math.round((to - from) / 1000));
}
