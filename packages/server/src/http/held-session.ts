import type { FastifyInstance } from 'fastify';
import type { Session } from './session.ts';

/** How often a held connection says it is alive, and checks its session again. */
const HEARTBEAT_MS = 25_000;

/**
 * Why the server ends a held connection: `lifetime` — it reached its longest life
 * (STREAM_LIFETIME_MINUTES), reconnect now; `session` — the session no longer stands
 * (revoked, expired, its lease or account gone), do not reconnect with it.
 */
export type EndReason = 'lifetime' | 'session';

export interface HeldSessionHooks {
  /** The account's sessions changed: look again (what is sent next is checked first). */
  changed(): void;
  /** The heartbeat: the session still stands. */
  ping(): void;
  /** The connection must end now, for this reason. */
  end(reason: EndReason): void;
}

/**
 * A long-lived connection's hold on its session (docs/architecture.md, "How sessions end"):
 * checked at every heartbeat and whenever the account's sessions change (a notice stops
 * sending without a read until the session is checked again), ended when the token expires
 * and after the longest life in any case, so a client reconnects through a fresh check.
 */
export class HeldSession {
  /** False from a change's notice until the session is checked again. */
  private trusted = true;
  /** Counts notices, so a check that one overtook is done again. */
  private changes = 0;
  private readonly unwatch: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly lastMoment: NodeJS.Timeout;

  constructor(
    private readonly app: FastifyInstance,
    private readonly session: Session,
    hooks: HeldSessionHooks,
  ) {
    this.unwatch = app.sessionStanding.watch(session, () => {
      this.trusted = false;
      this.changes++;
      hooks.changed();
    });
    this.heartbeat = setInterval(async () => {
      try {
        if (!(await app.sessionStanding.allows(session))) return hooks.end('session');
      } catch (error) {
        // An unreachable database is not a revocation: polls fail too; the connection waits.
        app.log.warn({ err: error }, 'a held connection could not check its session');
      }
      hooks.ping();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    // A little spread, so that connections opened together do not all reconnect together.
    const lifetime = app.config.limits.streamLifetimeMs * (0.9 + Math.random() * 0.2);
    const untilExpiry = (session.expiresAt ?? Number.POSITIVE_INFINITY) - Date.now();
    this.lastMoment = setTimeout(
      () => hooks.end(untilExpiry <= lifetime ? 'session' : 'lifetime'),
      Math.max(0, Math.min(lifetime, untilExpiry)),
    );
    this.lastMoment.unref();
  }

  /**
   * Whether what a notification carried may be sent without a read: no change announced
   * since the last check (notices arrive in commit order, before anything committed after
   * them) and the token not expired.
   */
  get sendsUnread(): boolean {
    return (
      this.trusted &&
      !(this.session.expiresAt !== undefined && this.session.expiresAt <= Date.now())
    );
  }

  /**
   * Checks the session after a read, before what it read is sent: the read may hold what
   * was committed after a revocation whose notice has not reached this process yet, so the
   * database decides. `again`: a notice came during the check, which may predate it.
   */
  async confirm(): Promise<'stands' | 'ended' | 'again'> {
    const changes = this.changes;
    if (!(await this.app.sessionStanding.allows(this.session, { fresh: true }))) return 'ended';
    if (changes !== this.changes) return 'again';
    this.trusted = true;
    return 'stands';
  }

  /** Whether a look is needed although nothing changed in what is followed. */
  get unconfirmed(): boolean {
    return !this.trusted;
  }

  release(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.lastMoment);
    this.unwatch();
  }
}
