/**
 * A very short-lived cache of conversation versions for the one-second polls, so an
 * unchanged conversation answers 304 without a database read. A change made by this
 * process drops the entry at once; a change made by another process is seen within
 * TTL_MS (the polls are a second apart).
 */
const TTL_MS = 250;
const MAX_ENTRIES = 50_000;

interface Entry {
  id: string;
  version: number;
  until: number;
}

const entries = new Map<string, Entry>();
const keysByConversation = new Map<string, Set<string>>();

export function cachedVersion(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry;
  entries.delete(key);
  return undefined;
}

export function rememberVersion(key: string, id: string, version: number): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { id, version, until: Date.now() + TTL_MS });
  const keys = keysByConversation.get(id) ?? new Set<string>();
  keys.add(key);
  keysByConversation.set(id, keys);
}

/** Called whenever a message is added: the next poll reads the database. */
export function forgetConversation(id: string): void {
  for (const key of keysByConversation.get(id) ?? []) entries.delete(key);
  keysByConversation.delete(id);
}
