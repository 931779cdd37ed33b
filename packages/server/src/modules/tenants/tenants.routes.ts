import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import { phoneErrorFormatter } from '../leasing-agents/index.ts';
import { toTenant, toTenantLease } from './tenants.mappers.ts';
import { deleteOwnedTenantLease, findOwnedTenant } from './tenants.queries.ts';
import { createTenant, createTenantLease, updateTenant } from './tenants.service.ts';

/**
 * The manager's residents and the units they rent. The phone is optional and, unlike a
 * leasing agent's, has no length rule in the spec: the contract's digits check is the rule,
 * and null clears it. E-mails are stored lower-cased because Resident AI signs a tenant in
 * by e-mail.
 */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.setSchemaErrorFormatter(phoneErrorFormatter);

  route(
    app,
    endpoints.createTenant,
  )(async ({ body, session }) => {
    const row = await createTenant(db, session.subject, body);
    return { status: 201, body: toTenant(row) };
  });

  route(
    app,
    endpoints.getTenant,
  )(async ({ params, session }) => {
    const row = await findOwnedTenant(db, session.subject, params.id);
    if (!row) throw notFound('Tenant');
    return { status: 200, body: toTenant(row) };
  });

  route(
    app,
    endpoints.updateTenant,
  )(async ({ params, body, session }) => {
    const row = await updateTenant(db, session.subject, params.id, body);
    return { status: 200, body: toTenant(row) };
  });

  route(
    app,
    endpoints.createTenantLease,
  )(async ({ body, session }) => {
    const row = await createTenantLease(db, session.subject, body);
    return { status: 201, body: toTenantLease(row) };
  });

  route(
    app,
    endpoints.deleteTenantLease,
  )(async ({ params, session }) => {
    const row = await deleteOwnedTenantLease(db, session.subject, params.id);
    if (!row) throw notFound('Lease');
    // The resident's sessions stop at once if that was their last lease.
    await revokeSessions(db, { audience: 'resident', subject: row.tenantId });
    app.sessionStanding.forgetAccounts({ audience: 'resident', subject: row.tenantId });
    return { status: 200, body: { ok: true } };
  });
}
