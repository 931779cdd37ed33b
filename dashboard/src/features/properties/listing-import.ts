import { type ImportListing, type ImportListingResult, importListing } from '@porchlight/client';
import { openSubscriptionRequired } from '../../ui/api-error.ts';
import { creationTexts, pollUntilClaimed, type StatusCheck } from './creation-poll.ts';

export interface ListingImport {
  item: 'property' | 'unit';
  /** The listing URL, with the unit's property for a unit. */
  body: ImportListing;
  /** Reads the new item (polled until its status is CLAIMED). */
  read: (id: string, signal: AbortSignal) => ReturnType<StatusCheck>;
  signal: AbortSignal;
  /** Called with the new item's id once it is CLAIMED. */
  onClaimed: (id: string) => void;
  /** Called with the spec's text when the import fails or takes too long. */
  onFailed: (alert: string) => void;
}

const importedId = (result: ImportListingResult, item: ListingImport['item']) => {
  if (item === 'unit') return 'unitId' in result ? result.unitId : undefined;
  return 'propertyId' in result ? result.propertyId : undefined;
};

/**
 * Imports a listing URL as a new property or unit and polls it until CLAIMED (spec
 * section 4). A 402 opens 'Subscription Required'; aborting (the dialog closed) says nothing.
 */
export async function importFromListing(job: ListingImport): Promise<void> {
  const { item, signal } = job;
  const texts = creationTexts(item);
  const started = await importListing({ body: job.body }, { signal });
  if (started.status === 402) return openSubscriptionRequired();
  const id = started.status === 200 ? importedId(started.body, item) : undefined;
  if (id === undefined) return job.onFailed(texts.importError);
  const outcome = await pollUntilClaimed((s) => job.read(id, s), { signal });
  if (outcome === 'claimed') job.onClaimed(id);
  else if (outcome === 'timeout') job.onFailed(texts.timeout);
  else if (outcome === 'error') job.onFailed(texts.pollError);
}
