/**
 * Who can show a property when: the people a booking may go to (its showing mode and
 * assignment), each one's busy times (their own calendars' busy times and the viewings
 * they already have, at any property), and from those the times nobody can come — what
 * the chat's picker leaves out, and what a booking is checked against.
 */
import type { DbOrTx } from '../../db/connection.ts';
import type { properties } from '../../db/schema/index.ts';
import {
  lastBookingPerAgent,
  listCalendarBusy,
  listPropertyViewingTimes,
  listRoundRobinAgents,
  listShownViewings,
  lockShowingPerson,
} from './availability.queries.ts';

export interface Interval {
  start: Date;
  end: Date;
}

/** A person who shows viewings: a leasing agent's id, or null for the manager themselves. */
export type Person = string | null;

type Property = typeof properties.$inferSelect;

/**
 * The people a booking of the property may go to, in the order they are preferred: none
 * for self-guided viewings; the agents who show it, by turns (ROUND_ROBIN); else its
 * leasing agent, or the manager when it has none.
 */
export async function showingPeople(db: DbOrTx, property: Property): Promise<Person[]> {
  if (property.showingMode === 'SELF_GUIDED') return [];
  if (property.viewingAssignment === 'ROUND_ROBIN') {
    const pool = await listRoundRobinAgents(db, property.id, property.userId);
    if (pool.length > 0) return pool.map((row) => row.id);
  }
  return [property.leasingAgentId ?? null];
}

/** Sorts and joins overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged.at(-1);
    if (last && next.start.getTime() <= last.end.getTime()) {
      if (next.end.getTime() > last.end.getTime()) last.end = next.end;
    } else {
      merged.push({ start: next.start, end: next.end });
    }
  }
  return merged;
}

/** The times in every one of the lists (each merged and sorted). */
export function intersectIntervals(lists: readonly (readonly Interval[])[]): Interval[] {
  if (lists.length === 0) return [];
  let common: Interval[] = [...(lists[0] ?? [])];
  for (const list of lists.slice(1)) {
    const next: Interval[] = [];
    let i = 0;
    let j = 0;
    while (i < common.length && j < list.length) {
      const a = common[i] as Interval;
      const b = list[j] as Interval;
      const start = Math.max(a.start.getTime(), b.start.getTime());
      const end = Math.min(a.end.getTime(), b.end.getTime());
      if (start < end) next.push({ start: new Date(start), end: new Date(end) });
      if (a.end.getTime() < b.end.getTime()) i++;
      else j++;
    }
    common = next;
  }
  return common;
}

/** Whether [start, end) meets any of the intervals. */
export const overlapsAny = (intervals: readonly Interval[], start: Date, end: Date) =>
  intervals.some((i) => i.start.getTime() < end.getTime() && i.end.getTime() > start.getTime());

const key = (person: Person) => person ?? 'manager';

/**
 * Holds the people's bookings until the transaction ends (taken in one order, after the
 * property's lock): bookings of two properties cannot both take one agent's time.
 */
export async function lockPeople(db: DbOrTx, userId: string, people: readonly Person[]) {
  for (const person of [...new Set(people.map(key))].sort()) {
    await lockShowingPerson(db, `showing:${userId}:${person}`);
  }
}

/**
 * Each person's busy times in [from, to), merged: the busy times of their calendars (the
 * last good copy of each) and the viewings they show at any of the manager's properties
 * (but `exceptViewingId`, the one being moved). The manager's own are the viewings nobody
 * else shows, self-guided ones aside.
 */
export async function busyOf(
  db: DbOrTx,
  userId: string,
  people: readonly Person[],
  window: Interval,
  exceptViewingId?: string,
): Promise<Map<string, Interval[]>> {
  const agents = people.filter((p): p is string => p !== null);
  const manager = people.includes(null);
  const byPerson = new Map<string, Interval[]>(people.map((p) => [key(p), []]));
  if (people.length === 0) return byPerson;
  const whose = { agents, manager };
  const [calendarBusy, viewingBusy] = await Promise.all([
    listCalendarBusy(db, userId, whose, window),
    listShownViewings(db, userId, whose, window, exceptViewingId),
  ]);
  for (const row of [...calendarBusy, ...viewingBusy]) {
    byPerson.get(key(row.person))?.push({ start: row.start, end: row.end });
  }
  for (const [person, intervals] of byPerson) byPerson.set(person, mergeIntervals(intervals));
  return byPerson;
}

/** The self-guided viewings of a property in the window (one prospect at a time). */
async function propertyViewings(
  db: DbOrTx,
  propertyId: string,
  window: Interval,
  exceptViewingId?: string,
): Promise<Interval[]> {
  const rows = await listPropertyViewingTimes(db, propertyId, window, exceptViewingId);
  return mergeIntervals(rows);
}

/**
 * The times in the window when nobody can show the property: for self-guided viewings,
 * its booked viewings; otherwise the times every person a booking may go to is busy.
 * Open houses have their own times and places (none here).
 */
export async function unavailableTimes(
  db: DbOrTx,
  property: Property,
  window: Interval,
): Promise<Interval[]> {
  if (property.showingMode === 'OPEN_HOUSE' || !property.userId) return [];
  if (property.showingMode === 'SELF_GUIDED') return propertyViewings(db, property.id, window);
  const people = await showingPeople(db, property);
  const busy = await busyOf(db, property.userId, people, window);
  return intersectIntervals([...busy.values()]);
}

/**
 * Who shows a viewing of the property at [start, end): the first free person (FIXED: the
 * one person), or by turns the free agent whose last booking here is the oldest
 * (ROUND_ROBIN); `current`, the agent of the viewing being moved, keeps it while free.
 * Null with `free` false when nobody can come; self-guided viewings go to nobody, free
 * when no other prospect has the property then.
 */
export async function assignShowing(
  db: DbOrTx,
  property: Property,
  slot: Interval,
  moving?: { id: string; leasingAgentId: string | null },
): Promise<{ free: boolean; person: Person }> {
  if (property.showingMode === 'SELF_GUIDED' || !property.userId) {
    const taken = await propertyViewings(db, property.id, slot, moving?.id);
    return { free: taken.length === 0, person: null };
  }
  const people = await showingPeople(db, property);
  await lockPeople(db, property.userId, people);
  const busy = await busyOf(db, property.userId, people, slot, moving?.id);
  const free = people.filter((p) => !overlapsAny(busy.get(key(p)) ?? [], slot.start, slot.end));
  if (free.length === 0) return { free: false, person: null };
  if (moving && free.includes(moving.leasingAgentId)) {
    return { free: true, person: moving.leasingAgentId };
  }
  if (property.viewingAssignment !== 'ROUND_ROBIN' || free.length === 1) {
    return { free: true, person: free[0] ?? null };
  }
  const agents = free.filter((p): p is string => p !== null);
  const last = await lastBookingPerAgent(db, property.id, agents);
  const lastAt = new Map(last.map((row) => [row.agent, new Date(row.at).getTime()]));
  // Never booked here first; then the longest since their last booking; ties in pool order.
  const next = [...agents].sort((a, b) => (lastAt.get(a) ?? 0) - (lastAt.get(b) ?? 0))[0];
  return { free: true, person: next ?? null };
}
