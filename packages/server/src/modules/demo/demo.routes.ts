import { endpoints } from '@porchlight/contract';
import {
  normalizeEmail,
  PROPERTY_TYPES,
  type PropertyType,
  UNIT_TYPES,
  type UnitType,
} from '@porchlight/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoInterests, listings, properties, units } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { BlockedUrlError, checkUrl } from '../../http/safe-fetch.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { IMPORT_TASK } from '../import/import.task.ts';
import { DEMO_PROPERTY_ID, seedDemo } from './demo.seed.ts';

const itemStatus = (status: string) =>
  status === 'PROCESSING' || status === 'CLAIMED' ? status : ('UNCLAIMED' as const);
/** Columns are text; the seed and the contract only ever hold these codes. */
const propertyType = (type: string): PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : 'OTHER';
const unitType = (type: string): UnitType =>
  (UNIT_TYPES as readonly string[]).includes(type) ? (type as UnitType) : 'APARTMENT';

/** The public demo: its property, unit and listings, and the page's lead form. */
/** A visitor's demo import lives this long, then it is deleted with its chats. */
export const DEMO_LIFETIME_MS = 7 * 24 * 60 * 60_000;
const DEMO_IMPORTS_PER_IP = { max: 10, windowMs: 60 * 60_000 };
export const EXPIRE_DEMO_TASK = 'demo.expire';

/** Deletes one visitor's demo import (never the seeded demo, never a manager's property). */
export const createExpireDemoTask =
  (app: FastifyInstance) =>
  async (payload: unknown): Promise<void> => {
    const propertyId = (payload as { propertyId?: unknown })?.propertyId;
    if (typeof propertyId !== 'string' || propertyId === DEMO_PROPERTY_ID) return;
    await app.db
      .delete(properties)
      .where(
        and(eq(properties.id, propertyId), eq(properties.isDemo, true), isNull(properties.userId)),
      );
  };

export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app.tasks[EXPIRE_DEMO_TASK] = createExpireDemoTask(app);
  const { db, config } = app;
  app.addHook('onReady', () => seedDemo(db));

  async function demoUnit(unitId: string) {
    const [row] = await db
      .select({ unit: units })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.id, unitId), eq(properties.isDemo, true)));
    if (!row) throw notFound('Unit');
    return row.unit;
  }

  route(
    app,
    endpoints.getDemoProperty,
  )(async ({ params }) => {
    const [p] = await db
      .select()
      .from(properties)
      .where(and(eq(properties.id, params.propertyId), eq(properties.isDemo, true)));
    if (!p) throw notFound('Property');
    return {
      status: 200,
      body: {
        id: p.id,
        address: p.address,
        type: propertyType(p.type),
        amenities: p.amenities,
        status: itemStatus(p.status),
        dogsAllowedCount: p.dogsAllowedCount,
        catsAllowedCount: p.catsAllowedCount,
        petsAllowedCount: p.petsAllowedCount,
        restrictedDogBreeds: p.restrictedDogBreeds,
        maxDogSizeLbs: p.maxDogSizeLbs,
      },
    };
  });

  route(
    app,
    endpoints.getDemoUnit,
  )(async ({ params }) => {
    const u = await demoUnit(params.unitId);
    return {
      status: 200,
      body: {
        id: u.id,
        propertyId: u.propertyId,
        status: itemStatus(u.status),
        unitNumber: u.unitNumber,
        type: unitType(u.type),
        sizeSqft: u.sizeSqft,
        bedrooms: u.bedrooms,
        bathrooms: u.bathrooms,
        monthlyPrice: u.monthlyPrice,
        currency: u.currency,
      },
    };
  });

  route(
    app,
    endpoints.listDemoUnitListings,
  )(async ({ params }) => {
    const unit = await demoUnit(params.unitId);
    const rows = await db
      .select()
      .from(listings)
      .where(eq(listings.unitId, unit.id))
      .orderBy(asc(listings.createdAt));
    return {
      status: 200,
      body: rows.map((l) => ({
        id: l.id,
        unitId: l.unitId,
        url: l.url,
        createdAt: l.createdAt.toISOString(),
      })),
    };
  });

  route(
    app,
    endpoints.createDemoInterest,
  )(async ({ body, request }) => {
    await hitRateLimits(db, [[`demo:ip:${request.ip}`, config.limits.mailPerIp]]);
    const email = normalizeEmail(body.email);
    await db.transaction(async (tx) => {
      await tx.insert(demoInterests).values({ ...body, email });
      for (const admin of config.adminEmails) {
        await queueMail(tx, {
          to: admin,
          subject: `Demo request: ${body.firstName} ${body.lastName} (${body.numDoors} doors)`,
          text: `${body.firstName} ${body.lastName} <${email}> manages ${body.numDoors} doors and tried the demo at ${body.url}.\n\n— Porchlight`,
        });
      }
    });
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.createDemoImport,
  )(async ({ body, request }) => {
    try {
      checkUrl(body.url);
    } catch (error) {
      if (error instanceof BlockedUrlError) throw badRequest(error.message, 'url');
      throw error;
    }
    await hitRateLimits(db, [[`demo-import:ip:${request.ip}`, DEMO_IMPORTS_PER_IP]]);
    const ids = await db.transaction(async (tx) => {
      const [property] = await tx
        .insert(properties)
        .values({
          userId: null,
          isDemo: true,
          address: new URL(body.url).hostname,
          type: 'OTHER',
          status: 'PROCESSING',
        })
        .returning({ id: properties.id });
      const [unit] = await tx
        .insert(units)
        .values({ propertyId: property!.id, status: 'PROCESSING' })
        .returning({ id: units.id });
      await tx.insert(listings).values({ unitId: unit!.id, url: body.url });
      const job = { propertyId: property!.id, unitId: unit!.id, url: body.url, newProperty: true };
      await enqueue(tx, IMPORT_TASK, { ...job, demo: true }, { maxAttempts: 2 });
      await enqueue(
        tx,
        EXPIRE_DEMO_TASK,
        { propertyId: property!.id },
        { runAt: new Date(Date.now() + DEMO_LIFETIME_MS) },
      );
      return { propertyId: property!.id, unitId: unit!.id };
    });
    return { status: 200, body: ids };
  });
}
