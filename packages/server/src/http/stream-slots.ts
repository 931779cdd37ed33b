import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { Session } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    streamSlots: StreamSlots;
  }
}

/** How long a refused client waits before opening a stream again (it polls meanwhile). */
const RETRY_AFTER_SECONDS = 30;

/**
 * Counts this process's open event streams per session and per client address. A chat
 * needs one stream (a few with several tabs open); thousands from one token are an attack
 * that would hold sockets and memory. With several processes each counts its own.
 */
export class StreamSlots {
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perSession: number,
    private readonly perAddress: number,
  ) {}

  /** Takes a slot for the session and address, or answers null when either is full. */
  take(session: string, address: string): (() => void) | null {
    const held = this.bySession.get(session) ?? 0;
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (held >= this.perSession || fromAddress >= this.perAddress) return null;
    this.bySession.set(session, held + 1);
    this.byAddress.set(address, fromAddress + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.bySession, session);
      decrement(this.byAddress, address);
    };
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
}

/**
 * Holds a stream slot for as long as the response stays open, or throws 429 (with
 * Retry-After) when the session or the address holds as many as it may.
 */
export function holdStreamSlot(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
): void {
  const release = app.streamSlots.take(`${session.audience}:${session.subject}`, request.ip);
  if (!release) throw tooManyRequests(RETRY_AFTER_SECONDS);
  reply.raw.once('close', release);
}
