/**
 * Conversation versions for the one-second polls, so that an unchanged conversation answers
 * 304 without a database read. The entries are exact rather than timed: every committed
 * change reaches `forget` through the database's notifications (conversation-events.ts),
 * and a read that raced a change is never remembered. While notifications may be missed
 * (the listening connection is being re-established) the cache is off and every poll reads.
 */
import { LRUCache } from 'lru-cache';

export interface CachedVersion {
  id: string;
  version: number;
}

/**
 * Conversations this process is changing, until their notification arrives: a poll of this
 * process then reads its own write even before the (asynchronous) notification is in.
 * Shared by every app in the process, which at worst costs another app a read. A change
 * that rolls back sends no notification, so the mark also lapses on its own.
 */
const changing = new Map<string, number>();
const CHANGING_MS = 10_000;
const MAX_CHANGING = 10_000;

/** Called by the writer before its change commits (conversation-events.ts). */
export function markChanging(id: string): void {
  if (changing.size >= MAX_CHANGING) changing.clear();
  changing.set(id, Date.now() + CHANGING_MS);
}

function isChanging(id: string): boolean {
  const until = changing.get(id);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  changing.delete(id);
  return false;
}

/**
 * A backstop only: every change forgets its entry by notification, and while notifications
 * may be missed the cache is off. Long, so that 30,000 open chats do not each read their
 * version again every minute (500 reads a second on the one database thread); spread over
 * 7.5–12.5 min so that chats cached in the same second are not all read again together.
 */
const LIFETIME_MS = 10 * 60_000;
const lifetime = () => LIFETIME_MS * (0.75 + Math.random() * 0.5);
/** About 150 B an entry: 200,000 polling chats in well under 100 MB. */
const MAX_ENTRIES = 200_000;

interface Entry extends CachedVersion {
  until: number;
}

export class VersionCache {
  private readonly keysByConversation = new Map<string, Set<string>>();
  /**
   * The least recently used goes first when full, and takes its conversation's key with it.
   * A hit moves no Map entry (lru-cache keeps the order in its own arrays): re-inserting one
   * per poll kept a map of 30,000 chats rehashing (docs/performance.md).
   */
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    dispose: (entry, key, reason) => {
      if (reason === 'evict') this.dropKey(entry.id, key);
    },
  });
  /** Counts changes; a read remembers its result only if nothing changed since it began. */
  private generation = 0;
  private readonly changedAt = new Map<string, number>();
  /** Reads begun before this generation may have missed a change no longer in changedAt. */
  private floor = 0;
  private on = false;

  /** Turns the cache on (notifications flow) or off (they may be missed); either way it empties. */
  setExact(on: boolean): void {
    this.on = on;
    this.clear();
  }

  get(key: string): CachedVersion | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now() && !isChanging(entry.id)) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before the database read whose result may then be remembered. */
  stamp(): number {
    return this.generation;
  }

  /** Whether the conversation may have changed since `stamp` (not knowing counts as changed). */
  changedSince(id: string, stamp: number): boolean {
    return stamp < this.floor || (this.changedAt.get(id) ?? 0) > stamp;
  }

  remember(key: string, id: string, version: number, stamp: number): void {
    if (!this.on || this.changedSince(id, stamp)) return;
    if (isChanging(id)) return;
    this.entries.set(key, { id, version, until: Date.now() + lifetime() });
    const keys = this.keysByConversation.get(id) ?? new Set<string>();
    keys.add(key);
    this.keysByConversation.set(id, keys);
  }

  /** A committed change: the next poll of this conversation reads the database. */
  forget(id: string): void {
    changing.delete(id);
    this.generation += 1;
    if (this.changedAt.size >= MAX_ENTRIES) {
      this.changedAt.clear();
      this.floor = this.generation;
    }
    this.changedAt.set(id, this.generation);
    for (const key of this.keysByConversation.get(id) ?? []) this.entries.delete(key);
    this.keysByConversation.delete(id);
  }

  /** An entry gone for room: its conversation no longer lists its key. */
  private dropKey(id: string, key: string): void {
    const keys = this.keysByConversation.get(id);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByConversation.delete(id);
  }

  private clear(): void {
    this.entries.clear();
    this.keysByConversation.clear();
    this.changedAt.clear();
    this.generation += 1;
    this.floor = this.generation;
  }
}
