import type { Setup, UpdateSetup } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { countLiveUnits, unitAllowance } from '../billing/index.ts';
import {
  findFirstPropertyId,
  findSetupFlags,
  findSetupUser,
  recordSetupMoments,
} from './setup.queries.ts';

/**
 * The manager's set-up state, every step derived from data that exists: a property, a unit,
 * viewing hours saved (the account's, null until the manager saves some, or a property's own), a policy of theirs (account,
 * property or unit), the chat link or snippet seen (or a site already embedding the chat), a
 * conversation on one of their properties (a test chat or a prospect's), and a subscription.
 */
export async function setupOf(app: FastifyInstance, userId: string): Promise<Setup> {
  const db = app.db;
  const user = await findSetupUser(db, userId);
  if (!user) throw unauthorized();
  const firstPropertyId = await findFirstPropertyId(db, userId);
  const flags = await findSetupFlags(db, userId);
  const done = {
    PROPERTY: firstPropertyId !== undefined,
    UNITS: flags?.units ?? false,
    VIEWING_HOURS: user.viewingDays !== null || (flags?.ownHours ?? false),
    POLICIES: flags?.policies ?? false,
    WEBSITE: user.websiteSnippetSeenAt !== null || (flags?.embedded ?? false),
    TEST_CHAT: flags?.chats ?? false,
    GO_LIVE: flags?.subscribed ?? false,
  } as const;
  const [live, allowed] = await Promise.all([
    countLiveUnits(db, userId),
    unitAllowance(db, userId, app.config.freeUnits),
  ]);
  return {
    steps: (Object.keys(done) as (keyof typeof done)[]).map((key) => ({ key, done: done[key] })),
    dismissed: user.setupDismissedAt !== null,
    onboardingAnswered: user.onboardingAnsweredAt !== null,
    firstPropertyId: firstPropertyId ?? null,
    unitQuota: { live, allowed },
  };
}

/** Records what the dashboard reports; a moment already recorded keeps its first time. */
export async function updateSetup(
  app: FastifyInstance,
  userId: string,
  body: UpdateSetup,
  now = new Date(),
): Promise<Setup> {
  if (!(await recordSetupMoments(app.db, userId, body, now))) throw unauthorized();
  return setupOf(app, userId);
}
