/**
 * Conversation versions for the one-second polls, so that an unchanged conversation answers
 * 304 without a database read. The entries are exact rather than timed: every committed
 * change reaches `forget` through the database's notifications (conversation-events.ts),
 * and a read that raced a change is never remembered. While notifications may be missed
 * (the listening connection is being re-established) the cache is off and every poll reads.
 */
export interface CachedVersion {
  id: string;
  version: number;
}

/** A backstop only: a missed notification can hold a stale version this long at most. */
const LIFETIME_MS = 60_000;
const MAX_ENTRIES = 100_000;

interface Entry extends CachedVersion {
  until: number;
}

export class VersionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByConversation = new Map<string, Set<string>>();
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
    if (entry.until > Date.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before the database read whose result may then be remembered. */
  stamp(): number {
    return this.generation;
  }

  remember(key: string, id: string, version: number, stamp: number): void {
    if (!this.on || stamp < this.floor || (this.changedAt.get(id) ?? 0) > stamp) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(key, { id, version, until: Date.now() + LIFETIME_MS });
    const keys = this.keysByConversation.get(id) ?? new Set<string>();
    keys.add(key);
    this.keysByConversation.set(id, keys);
  }

  /** A committed change: the next poll of this conversation reads the database. */
  forget(id: string): void {
    this.generation += 1;
    if (this.changedAt.size >= MAX_ENTRIES) {
      this.changedAt.clear();
      this.floor = this.generation;
    }
    this.changedAt.set(id, this.generation);
    for (const key of this.keysByConversation.get(id) ?? []) this.entries.delete(key);
    this.keysByConversation.delete(id);
  }

  private clear(): void {
    this.entries.clear();
    this.keysByConversation.clear();
    this.changedAt.clear();
    this.generation += 1;
    this.floor = this.generation;
  }
}
