import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededAccount, seedAccount } from './attacks/fixtures.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const MIGRATION = readFileSync(
  new URL('../drizzle/0014_pets_one_source.sql', import.meta.url),
  'utf8',
);

describe('pet settings stored before they were one source (migration 0014)', () => {
  let t: TestApp;
  let account: SeededAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await seedAccount(t.app, 'pets-0014');
  });
  afterAll(() => t.close());

  async function migrated(amenities: string, dogs: number, cats: number, total: number) {
    const { propertyId, manager } = account;
    await t.app.db.execute(
      sql`update properties set amenities = ${amenities}, dogs_allowed_count = ${dogs},
          cats_allowed_count = ${cats}, pets_allowed_count = ${total} where id = ${propertyId}`,
    );
    for (const statement of MIGRATION.split('--> statement-breakpoint'))
      await t.app.db.execute(sql.raw(statement));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${propertyId}`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    const {
      amenities: stored,
      dogsAllowedCount,
      catsAllowedCount,
      petsAllowedCount,
    } = response.json();
    return {
      amenities: stored.split(',').filter(Boolean).sort(),
      counts: [dogsAllowedCount, catsAllowedCount, petsAllowedCount],
    };
  }

  it('ticks the animal a count was set for', async () => {
    expect(await migrated('POOL', 2, 1, 3)).toEqual({
      amenities: ['CATS', 'POOL', 'SMALL_DOGS'],
      counts: [2, 1, 3],
    });
    expect(await migrated('', 1, 0, 0)).toEqual({ amenities: ['SMALL_DOGS'], counts: [1, 0, 0] });
  });

  it('keeps a ticked Large Dogs or Cats as it is, and No Pets sets every count to 0', async () => {
    expect(await migrated('LARGE_DOGS,CATS', 2, 2, 0)).toEqual({
      amenities: ['CATS', 'LARGE_DOGS'],
      counts: [2, 2, 0],
    });
    expect(await migrated('NO_PETS,POOL', 2, 1, 3)).toEqual({
      amenities: ['NO_PETS', 'POOL'],
      counts: [0, 0, 0],
    });
  });
});
