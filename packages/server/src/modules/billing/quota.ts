import { lockManager } from '../../db/locks.ts';
import { paymentRequired, unauthorized } from '../../http/errors.ts';
import { countLiveUnits, type Queryable, unitAllowance } from './quota.queries.ts';

// The quota's reads live in quota.queries.ts; these names stay importable from here.
export {
  countLiveUnits,
  LIVE_AVAILABILITY,
  type Queryable,
  unitAllowance,
} from './quota.queries.ts';

/** The spec's text for the 'Subscription Required' modal. */
export const QUOTA_EXCEEDED_MESSAGE =
  'You need to upgrade your subscription to create more properties and units.';

/**
 * Throws 402 SUBSCRIPTION_REQUIRED unless the manager stays within the quota with
 * `extraLiveUnits` more live units (see docs/billing.md). Call it inside the transaction that
 * writes them, before the write: it locks the manager's row, so concurrent writes cannot
 * both pass on the same count. `freeUnits` is `app.config.freeUnits` (FREE_UNITS).
 * A non-positive `extraLiveUnits` adds nothing and is always allowed.
 */
export async function assertQuota(
  tx: Queryable,
  userId: string,
  extraLiveUnits: number,
  freeUnits: number,
): Promise<void> {
  if (extraLiveUnits <= 0) return;
  if (!(await lockManager(tx, userId))) throw unauthorized();
  const live = await countLiveUnits(tx, userId);
  const allowed = await unitAllowance(tx, userId, freeUnits);
  if (live + extraLiveUnits > allowed) throw paymentRequired(QUOTA_EXCEEDED_MESSAGE);
}
