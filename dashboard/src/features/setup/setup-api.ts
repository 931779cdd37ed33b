import { getSetup, type Setup, type UpdateSetup, updateSetup } from '@porchlight/client';
import { keys } from '../../queries/keys.ts';
import { queryClient } from '../../queries/query.ts';

/** The manager's set-up state, or undefined when it could not be read (the caller shows nothing). */
export async function loadSetup(signal?: AbortSignal): Promise<Setup | undefined> {
  const result = await getSetup(undefined, { signal });
  return result.status === 200 ? result.body : undefined;
}

/**
 * Records a set-up moment on the account (dismissed, snippet seen, welcome questions answered);
 * answers the new state, which the cached checklist takes, or undefined when it could not be
 * saved. Nothing is shown on a failure: the step stays as it was and the manager can do it again.
 */
export async function recordSetup(change: UpdateSetup): Promise<Setup | undefined> {
  const result = await updateSetup({ body: change });
  if (result.status !== 200) return undefined;
  queryClient.setQueryData(keys.setup, result.body);
  return result.body;
}

/**
 * Whether one more live unit fits the plan. Asked before the unit form opens, so a manager at
 * the limit sees the upgrade path first; true when the quota could not be read (the server's
 * 402 on save stays the final guard).
 */
export async function canAddLiveUnit(): Promise<boolean> {
  const setup = await loadSetup();
  if (!setup) return true;
  return setup.unitQuota.live + 1 <= setup.unitQuota.allowed;
}
