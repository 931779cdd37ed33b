import { endpoints } from '@porchlight/contract';
import { PROPERTY_TYPES, type PropertyType, UNIT_TYPES, type UnitType } from '@porchlight/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoInterests, listings, properties, units } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { queueMail } from '../../mail/outbox.ts';
import { normalizeEmail } from '../auth/auth.routes.ts';
import { seedDemo } from './demo.seed.ts';

const itemStatus = (status: string) =>
  status === 'PROCESSING' || status === 'CLAIMED' ? status : ('UNCLAIMED' as const);
/** Columns are text; the seed and the contract only ever hold these codes. */
const propertyType = (type: string): PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : 'OTHER';
const unitType = (type: string): UnitType =>
  (UNIT_TYPES as readonly string[]).includes(type) ? (type as UnitType) : 'APARTMENT';

/** The public demo: its property, unit and listings, and the page's lead form. */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
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
}
