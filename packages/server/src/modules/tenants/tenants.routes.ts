import { endpoints } from '@porchlight/contract';
import { normalizePhone } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { properties, tenantLeases, tenants, units } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

type TenantRow = typeof tenants.$inferSelect;

export const toTenant = (row: TenantRow) => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
});

/** Empty is no phone; anything else must pass the spec's phone rule. */
function optionalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const normalized = normalizePhone(phone);
  if (!normalized) throw badRequest('Please enter a valid phone number.', 'phone');
  return normalized;
}

/** The manager's residents and which unit each one rents. */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const own = (id: string, userId: string) => and(eq(tenants.id, id), eq(tenants.userId, userId));

  route(
    app,
    endpoints.createTenant,
  )(async ({ body, session }) => {
    const [row] = await db
      .insert(tenants)
      .values({
        userId: session.subject,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim().toLowerCase(),
        phone: optionalPhone(body.phone),
      })
      .returning();
    if (!row) throw new Error('The tenant was not stored.');
    return { status: 201, body: toTenant(row) };
  });

  route(
    app,
    endpoints.getTenant,
  )(async ({ params, session }) => {
    const [row] = await db.select().from(tenants).where(own(params.id, session.subject));
    if (!row) throw notFound('Tenant');
    return { status: 200, body: toTenant(row) };
  });

  route(
    app,
    endpoints.updateTenant,
  )(async ({ params, body, session }) => {
    const changes = {
      ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
      ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
      ...(body.email !== undefined ? { email: body.email.trim().toLowerCase() } : {}),
      ...(body.phone !== undefined ? { phone: optionalPhone(body.phone) } : {}),
    };
    const [row] = await db
      .update(tenants)
      .set({ ...changes, updatedAt: new Date() })
      .where(own(params.id, session.subject))
      .returning();
    if (!row) throw notFound('Tenant');
    return { status: 200, body: toTenant(row) };
  });

  route(
    app,
    endpoints.createTenantLease,
  )(async ({ body, session }) => {
    const [tenant] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(own(body.tenantId, session.subject));
    if (!tenant) throw notFound('Tenant');
    const [unit] = await db
      .select({ id: units.id, propertyId: units.propertyId })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.id, body.unitId), eq(properties.userId, session.subject)));
    if (!unit) throw notFound('Unit');
    if (unit.propertyId !== body.propertyId)
      throw badRequest('The unit does not belong to this property.', 'unitId');
    const [row] = await db
      .insert(tenantLeases)
      .values({ tenantId: tenant.id, propertyId: unit.propertyId, unitId: unit.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This tenant is already assigned to the unit.');
    return {
      status: 201,
      body: {
        id: row.id,
        tenantId: row.tenantId,
        propertyId: row.propertyId,
        unitId: row.unitId,
        createdAt: row.createdAt.toISOString(),
      },
    };
  });

  route(
    app,
    endpoints.deleteTenantLease,
  )(async ({ params, session }) => {
    const [lease] = await db
      .select({ id: tenantLeases.id })
      .from(tenantLeases)
      .innerJoin(tenants, eq(tenants.id, tenantLeases.tenantId))
      .where(and(eq(tenantLeases.id, params.id), eq(tenants.userId, session.subject)));
    if (!lease) throw notFound('Lease');
    await db.delete(tenantLeases).where(eq(tenantLeases.id, lease.id));
    return { status: 200, body: { ok: true } };
  });
}
