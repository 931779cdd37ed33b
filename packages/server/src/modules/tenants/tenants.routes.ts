import { endpoints } from '@porchlight/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantLeases, tenants } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import { phoneErrorFormatter } from '../leasing-agents/phone-errors.ts';
import { findOwnedProperty } from '../properties/properties.queries.ts';
import { findOwnedUnit } from '../units/units.queries.ts';
import { toTenant, toTenantLease } from './tenants.mappers.ts';

/**
 * The manager's residents and the units they rent. The phone is optional and, unlike a
 * leasing agent's, has no length rule in the spec: the contract's digits check is the rule,
 * and null clears it. E-mails are stored lower-cased because Resident AI signs a tenant in
 * by e-mail.
 */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.setSchemaErrorFormatter(phoneErrorFormatter);
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
        email: body.email.toLowerCase(),
        phone: body.phone ?? null,
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
    const [row] = await db
      .update(tenants)
      .set({
        ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        updatedAt: new Date(),
      })
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
    const property = await findOwnedProperty(db, session.subject, body.propertyId);
    const unit = await findOwnedUnit(db, session.subject, body.unitId);
    if (unit.propertyId !== property.id) {
      throw badRequest('This unit does not belong to that property.', 'unitId');
    }
    // The unique (tenant, unit) index decides duplicates, so two racing requests give one lease.
    const [row] = await db
      .insert(tenantLeases)
      .values({ tenantId: tenant.id, propertyId: property.id, unitId: unit.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This tenant is already assigned to this unit.');
    return { status: 201, body: toTenantLease(row) };
  });

  route(
    app,
    endpoints.deleteTenantLease,
  )(async ({ params, session }) => {
    const theirTenants = db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.userId, session.subject));
    const [row] = await db
      .delete(tenantLeases)
      .where(and(eq(tenantLeases.id, params.id), inArray(tenantLeases.tenantId, theirTenants)))
      .returning({ id: tenantLeases.id, tenantId: tenantLeases.tenantId });
    if (!row) throw notFound('Lease');
    // The resident's sessions stop at once if that was their last lease.
    await revokeSessions(db, { audience: 'resident', subject: row.tenantId });
    app.sessionStanding.forgetAccounts({ audience: 'resident', subject: row.tenantId });
    return { status: 200, body: { ok: true } };
  });
}
