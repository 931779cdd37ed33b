import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../db/connection.ts';
import { isUuid } from '../db/uuid.ts';
import type { Session } from './session.ts';

/** The PostgreSQL channel on which a process says whose sessions changed (`audience:id`). */
export const SESSION_CHANNEL = 'session_changed';

/** What a session stands on, as the database has it now. */
interface Standing {
  /** The account's current session version; null when the account is gone. */
  version: number | null;
  /** A prospect who has signed in by an e-mailed link at least once. */
  verified: boolean;
  /** A resident with at least one lease. */
  leased: boolean;
  until: number;
}

/**
 * A backstop: every change that matters (sign-out everywhere, a verified address, a lease
 * removed) is announced and forgotten at once, and nothing is kept while announcements may
 * be missed. Long enough that 30,000 polling chats do not re-read their standing every few
 * seconds between them; spread over 4–6 min so that they do not all expire together.
 */
const TTL_MS = 5 * 60_000;
const ttl = () => TTL_MS * (0.8 + Math.random() * 0.4);
const MAX_ENTRIES = 100_000;

const key = (session: Pick<Session, 'audience' | 'subject'>) =>
  `${session.audience}:${session.subject}`;

/**
 * Checks, on every request, that what a valid token stands on still exists: the manager's
 * account, the prospect's unproven address (until its owner signs in by link), the
 * resident's lease, and the session version that "sign out everywhere" bumps. One small
 * read per account, remembered briefly; a change is announced to every process
 * (`revokeSessions`), which forgets its copy at once. While those announcements may be
 * missed (the listener is reconnecting) nothing is remembered.
 */
export class SessionStanding {
  /** The least recently used goes first when full; a hit moves no Map entry (lru-cache). */
  private readonly entries = new LRUCache<string, Standing>({ max: MAX_ENTRIES });
  /** Who holds a connection open on an account's sessions (event streams), by `audience:id`. */
  private readonly watchers = new Map<string, Set<() => void>>();
  private exact = false;

  constructor(private readonly db: Db) {}

  /**
   * True when the session may still be used: its token has not expired and what it stands
   * on still holds. `fresh` reads the database even when this process remembers the answer
   * (a stream about to send what it read checks after the read, so nothing committed after
   * a revocation goes out before that revocation's notice arrives).
   */
  async allows(session: Session, { fresh = false } = {}): Promise<boolean> {
    if (session.expiresAt !== undefined && session.expiresAt <= Date.now()) return false;
    return stands(session, await this.lookup(session, fresh));
  }

  /** `allows` from what this process remembers alone: undefined when it remembers nothing. */
  allowsKnown(session: Session): boolean | undefined {
    if (session.expiresAt !== undefined && session.expiresAt <= Date.now()) return false;
    const standing = this.remembered(key(session));
    return standing && stands(session, standing);
  }

  /**
   * Calls `changed` whenever an account's sessions may have stopped standing (the notice of
   * a revocation, a proven address, a lease removed), before anything committed after that
   * change is notified. Answers the function that stops watching.
   */
  watch(session: Pick<Session, 'audience' | 'subject'>, changed: () => void): () => void {
    const id = key(session);
    const set = this.watchers.get(id) ?? new Set<() => void>();
    this.watchers.set(id, set);
    set.add(changed);
    return () => {
      set.delete(changed);
      if (set.size === 0 && this.watchers.get(id) === set) this.watchers.delete(id);
    };
  }

  /** Drops what this process remembers of an account (`audience:id`) and tells its watchers. */
  forget(changed: string): void {
    this.entries.delete(changed);
    for (const watcher of [...(this.watchers.get(changed) ?? [])]) watcher();
  }

  /**
   * After a change committed here: this process forgets at once, without waiting for its
   * own notification to come back (other processes forget when theirs arrives).
   */
  forgetAccounts(...sessions: Pick<Session, 'audience' | 'subject'>[]): void {
    for (const session of sessions) this.forget(key(session));
  }

  /** Whether announcements reach this process; while they may not, nothing is cached. */
  setExact(on: boolean): void {
    this.exact = on;
    if (!on) this.entries.clear();
  }

  private remembered(id: string): Standing | undefined {
    const cached = this.entries.get(id);
    if (!cached || cached.until <= Date.now()) return undefined;
    return cached;
  }

  private async lookup(session: Session, fresh: boolean): Promise<Standing> {
    const id = key(session);
    const cached = fresh ? undefined : this.remembered(id);
    if (cached) return cached;
    const standing = { ...(await readStanding(this.db, session)), until: Date.now() + ttl() };
    if (this.exact) this.entries.set(id, standing);
    return standing;
  }
}

/** Whether what a session stands on still holds: its version, a prospect's address, a lease. */
function stands(session: Session, standing: Standing): boolean {
  if (standing.version === null || standing.version !== session.version) return false;
  if (session.audience === 'tenant' && session.propertyId && standing.verified) return false;
  if (session.audience === 'resident' && !standing.leased) return false;
  return true;
}

async function readStanding(db: Db, session: Session): Promise<Omit<Standing, 'until'>> {
  if (!isUuid(session.subject)) return { version: null, verified: false, leased: false };
  const query =
    session.audience === 'manager'
      ? sql`select session_version as version, false as verified, false as leased
            from users where id = ${session.subject}`
      : session.audience === 'tenant'
        ? sql`select session_version as version, verified_at is not null as verified,
                false as leased
              from potential_tenants where id = ${session.subject}`
        : sql`select t.session_version as version, false as verified,
                exists (select 1 from tenant_leases l where l.tenant_id = t.id) as leased
              from tenants t where t.id = ${session.subject}`;
  const { rows } = await db.execute<{ version: number; verified: boolean; leased: boolean }>(query);
  const [row] = rows;
  return row
    ? { version: Number(row.version), verified: row.verified, leased: row.leased }
    : { version: null, verified: false, leased: false };
}

/**
 * Tells every process that these accounts' sessions changed (a lease deleted, a version
 * bumped, an address proven). Inside a transaction the notice goes out on commit.
 */
export async function revokeSessions(
  db: DbOrTx,
  ...sessions: Pick<Session, 'audience' | 'subject'>[]
): Promise<void> {
  for (const session of sessions) {
    await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${key(session)})`);
  }
}
