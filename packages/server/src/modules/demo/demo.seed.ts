import { SEEDED_DEMO } from '@porchlight/domain';
import type { Db } from '../../db/connection.ts';
import {
  insertDemoLease,
  insertDemoUnit,
  insertListing,
  insertPropertyIfNew,
} from './demo.queries.ts';

/** Fixed ids, so the demo can be linked: /demo?propertyId=…&unitId=… (demo-site/README.md). */
export const DEMO_PROPERTY_ID = SEEDED_DEMO.propertyId;
export const DEMO_UNIT_ID = SEEDED_DEMO.unitId;

const DEMO_LEASE = [
  'Rent is due on the first day of each month. Rent received after the fifth day of the month incurs a late fee of $50.',
  'The security deposit equals one month of rent and is returned within 30 days of move-out, less itemised deductions for damage beyond normal wear and tear.',
  'Tenants give at least 60 days of written notice before moving out at the end of the lease term.',
  'Guests may stay up to 14 nights in any six-month period without being added to the lease.',
  'Smoking and vaping are not permitted anywhere inside the building or on balconies.',
  'Tenants pay electricity and internet; the landlord pays water, gas and trash collection.',
];

/**
 * The public demo: one property and one unit (status UNCLAIMED, ready) with a lease, so
 * /demo has something real to show on a fresh install. Idempotent.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await insertPropertyIfNew(tx, {
      id: DEMO_PROPERTY_ID,
      userId: null,
      isDemo: true,
      status: 'UNCLAIMED',
      name: 'Maple Court Apartments',
      address: '120 Maple Court, Austin, TX 78704',
      timeZone: 'America/Chicago',
      type: 'MULTI_FAMILY',
      questions: 'PETS,SMOKING,MOVE_IN_DATE,MONTHLY_INCOME,TOTAL_RESIDENTS',
      petQuestions: 'COUNT,TYPE,DOG_BREED,DOG_SIZE',
      amenities: 'SMALL_DOGS,CATS,ON_SITE_PARKING,IN_UNIT_LAUNDRY,CENTRAL_AIR,POOL',
      parkingPrice: 75,
      dogsAllowedCount: 1,
      catsAllowedCount: 2,
      petsAllowedCount: 2,
      restrictedDogBreeds: 'PIT_BULL,ROTTWEILER',
      maxDogSizeLbs: 40,
      description:
        'Bright garden-style apartments ten minutes from downtown, with a saltwater pool, covered parking and a leafy courtyard.',
    });
    if (!inserted) return;
    await insertDemoUnit(tx, {
      id: DEMO_UNIT_ID,
      propertyId: DEMO_PROPERTY_ID,
      status: 'UNCLAIMED',
      unitNumber: '2B',
      type: 'APARTMENT',
      sizeSqft: 860,
      bedrooms: 2,
      bathrooms: 1,
      monthlyPrice: 1650,
      description:
        'Second-floor corner unit with a balcony over the courtyard and a washer and dryer.',
    });
    await insertListing(tx, DEMO_UNIT_ID, 'https://example.com/listings/maple-court-2b');
    await insertDemoLease(
      tx,
      DEMO_LEASE.map((content, position) => ({
        propertyId: DEMO_PROPERTY_ID,
        position,
        content,
      })),
    );
  });
}
