import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EndReason, HeldSession } from '../../http/held-session.ts';
import type { Session } from '../../http/session.ts';
import { conversationAfter, messagesFromJson, type toApiMessage } from './conversation.store.ts';
import type { Appended } from './conversation-events.ts';

/**
 * The conversation a stream follows now (a reset moves a prospect to a new one): a scalar
 * subquery giving its id, read with the new messages in one statement on every change.
 */
export type CurrentConversation = SQL;

type StreamedMessage = ReturnType<typeof toApiMessage>;

/** Each app's open streams, ended before it closes (they would hold its server open). */
const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/** Registers the hook that ends every stream of `app` when it starts closing. */
export function endStreamsOnClose(app: FastifyInstance): void {
  const streams = new Set<() => void>();
  openStreams.set(app, streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}
/**
 * Holds one Server-Sent Events stream: the conversation as the GET answers it (id and
 * messages) at once as a `conversation` event; then, whenever its version moves, only the
 * messages after the last one sent, as a `messages` event `{ id, after, messages }` (`after`
 * null when the conversation sent was still empty) (a
 * chat's bytes grow with its length, not its square). A new conversation (a reset), or a
 * last-sent message that is gone, gets a whole `conversation` event again; so does every
 * new stream, so a reconnect never misses one. A message whose notification carries it is
 * sent from there, without a read, when it directly follows what was sent.
 *
 * The stream lives only as long as its session stands: it is checked again before anything
 * read is sent (after the read), at every heartbeat, and at once when the account's sessions
 * change (a revocation's notice stops the unread path until the check is done); the stream
 * ends when the token expires, and after at most STREAM_LIFETIME_MINUTES in any case, so a
 * client reconnects through a fresh check (docs/architecture.md, "How sessions end").
 */
export function serveConversationStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
  current: CurrentConversation,
  /** Called after each send with the messages sent (the prospect has now read them). */
  onShown?: (conversationId: string, sent: readonly { role: string }[]) => void,
): void {
  const raw = openEventStream(reply);
  const socket = request.raw.socket;

  let closed = false;
  let shown: { id: string; version: number } | null = null;
  /** The id of the last message sent on this stream, for the next delta. */
  let lastSent: string | null = null;
  let unsubscribe = () => {};
  let running: Promise<void> | null = null;
  let again = false;
  // Sends an `end` event with the reason, then closes (see EndReason).
  const end = (reason: EndReason) => {
    if (closed) return;
    raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    close();
  };
  const held = new HeldSession(app, session, {
    changed: () => void recheck(),
    ping: () => closed || raw.write(': ping\n\n'),
    end,
  });

  const follow = (id: string) => {
    unsubscribe();
    unsubscribe = app.conversationEvents.on(id, (appended) => {
      if (!(appended && sendAppended(id, appended))) void recheck();
    });
  };

  /**
   * Sends a message its notification carried, when it is the one change since what was
   * sent (the version it made follows the version shown): no database read. Anything else
   * (a look under way, a change missed or out of order) is left to `recheck`.
   */
  const sendAppended = (id: string, { version, message }: Appended): boolean => {
    if (closed) return true;
    if (!held.sendsUnread) return false;
    if (running || shown?.id !== id || version !== shown.version + 1) return false;
    deliver(id, version, messagesFromJson([message]), false);
    return true;
  };

  /**
   * Writes what is new, the whole conversation or the messages after the last one sent,
   * and remembers what the stream now shows.
   */
  const deliver = (id: string, version: number, sent: StreamedMessage[], whole: boolean) => {
    if (whole) {
      raw.write(`event: conversation\ndata: ${JSON.stringify({ id, messages: sent })}\n\n`);
    } else if (sent.length > 0) {
      raw.write(
        `event: messages\ndata: ${JSON.stringify({ id, after: lastSent, messages: sent })}\n\n`,
      );
    }
    shown = { id, version };
    lastSent = sent.at(-1)?.id ?? (whole ? null : lastSent);
    onShown?.(id, sent);
  };

  /** Sends the conversation if it moved; answers whether it did. */
  const push = async (): Promise<boolean> => {
    const stamp = app.conversationEvents.versions.stamp();
    const now = await conversationAfter(app.db, current, lastSent);
    if (closed) return false;
    if (!now) {
      raw.write('event: gone\ndata: {}\n\n');
      close();
      return false;
    }
    const unchanged = shown?.id === now.id && shown.version === now.version;
    if (unchanged && !held.unconfirmed) return false;
    const standing = await held.confirm();
    if (closed) return false;
    if (standing === 'ended') end('session');
    // A notice came during the check, which may have read before that change: again.
    if (standing === 'again') again = true;
    if (standing !== 'stands' || unchanged) return false;
    if (shown?.id !== now.id) {
      follow(now.id);
      // Its changes are followed from now on; one notified between the read and now (a
      // greeting stored as the chat opens) would be missed: look again.
      if (app.conversationEvents.versions.changedSince(now.id, stamp)) again = true;
    }
    // What was sent continues: after its last message, or after nothing when it was empty.
    const whole = shown?.id !== now.id || !(now.follows || lastSent === null);
    deliver(now.id, now.version, now.messages, whole);
    return true;
  };

  /**
   * Coalesces signals (which come after commit): one look at a time, again if one came
   * meanwhile. The first look, whose failure ends the stream, is one of them too.
   */
  const look = (failed: (error: unknown) => void): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await push();
        } while (again && !closed);
      } catch (error) {
        failed(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const recheck = () =>
    look((error) =>
      app.log.warn({ err: error }, 'conversation stream could not read the conversation'),
    );

  function close() {
    if (closed) return;
    closed = true;
    streams?.delete(close);
    held.release();
    unsubscribe();
    // A taken-over connection is never reused: release the socket too, or a client that
    // went away leaves it held until the keep-alive timeout (and a shutdown waits for it).
    raw.end();
    socket.destroy();
  }
  const streams = openStreams.get(app);
  streams?.add(close);
  // The response's 'close' fires when the client goes away (the request's fires at once for a GET).
  raw.on('close', close);
  void look((error) => {
    app.log.warn({ err: error }, 'conversation stream could not start');
    close();
  });
}

/**
 * Takes the reply over from Fastify (hijacked) and opens a Server-Sent Events response on
 * it; the CORS headers set earlier are copied onto the raw response.
 */
function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'cross-origin-resource-policy': 'cross-origin',
  });
  raw.write(': stream open\n\n');
  return raw;
}
