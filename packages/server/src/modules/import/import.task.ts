import { AMENITIES, joinCommaList } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { safeFetch } from '../../http/safe-fetch.ts';
import { raiseAttention } from '../attention/index.ts';
import { timeZoneForAddress } from '../properties/index.ts';
import { extractListing } from './extract-listing.ts';
import {
  deleteImportedProperty,
  deleteImportedUnit,
  fillImportedProperty,
  fillImportedUnit,
  findPropertyOwner,
} from './import.queries.ts';

export const IMPORT_TASK = 'listing.import';

interface ImportJob {
  propertyId: string;
  unitId: string;
  url: string;
  newProperty: boolean;
  /** A visitor's demo: it ends UNCLAIMED (ready for /demo), not CLAIMED. */
  demo?: boolean;
}

/**
 * Fills an imported property or unit from its listing page and marks it CLAIMED (a
 * visitor's demo: UNCLAIMED). When the
 * page cannot be read, the PROCESSING rows are removed, so the dashboard's poll answers 404
 * and it shows the spec's error ("An error occurred. Please try again, or enter details manually.").
 */
export function createImportTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const job = payload as ImportJob;
    if (!job?.propertyId || !job.unitId || !job.url) return;
    let listing: ReturnType<typeof extractListing>;
    try {
      const page = await safeFetch(job.url, { allowLoopback: app.config.outboundAllowLoopback });
      listing = extractListing(page.body);
    } catch (error) {
      app.log.warn({ err: error, url: job.url }, 'listing import failed');
      await app.db.transaction(async (tx) => {
        const owner = await findPropertyOwner(tx, job.propertyId);
        if (job.newProperty) await deleteImportedProperty(tx, job.propertyId);
        else await deleteImportedUnit(tx, job.unitId);
        // A visitor's demo has no manager; a manager hears of it under Needs attention.
        if (owner?.userId && !job.demo) {
          await raiseAttention(tx, {
            kind: 'FAILED_IMPORT',
            text: `${job.url} could not be read; the ${job.newProperty ? 'property' : 'unit'} was not added. Try again, or enter the details by hand.`,
            propertyId: job.newProperty ? null : job.propertyId,
            userId: owner.userId,
          });
        }
      });
      return;
    }
    const ready = job.demo ? 'UNCLAIMED' : 'CLAIMED';
    await app.db.transaction(async (tx) => {
      if (job.newProperty) {
        await fillImportedProperty(tx, job.propertyId, {
          address: listing.address ?? new URL(job.url).hostname,
          timeZone: listing.address ? timeZoneForAddress(listing.address) : null,
          type: listing.propertyType ?? 'OTHER',
          description: listing.description,
          amenities: joinCommaList(AMENITIES.filter((a) => listing.amenities.includes(a))),
          status: ready,
        });
      }
      await fillImportedUnit(tx, job.unitId, {
        unitNumber: listing.unitNumber,
        type: listing.unitType ?? 'APARTMENT',
        monthlyPrice: listing.price,
        currency: listing.currency ?? 'USD',
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        sizeSqft: listing.sizeSqft ?? -1,
        description: listing.description,
        status: ready,
      });
    });
  };
}
