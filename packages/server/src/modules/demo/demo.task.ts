import type { FastifyInstance } from 'fastify';
import { deleteDemoImport } from './demo.queries.ts';
import { DEMO_PROPERTY_ID } from './demo.seed.ts';

/** A visitor's demo import lives this long, then it is deleted with its chats. */
export const DEMO_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const EXPIRE_DEMO_TASK = 'demo.expire';

/** Deletes one visitor's demo import (never the seeded demo, never a manager's property). */
export const createExpireDemoTask =
  (app: FastifyInstance) =>
  async (payload: unknown): Promise<void> => {
    const propertyId = (payload as { propertyId?: unknown })?.propertyId;
    if (typeof propertyId !== 'string' || propertyId === DEMO_PROPERTY_ID) return;
    await deleteDemoImport(app.db, propertyId);
  };
