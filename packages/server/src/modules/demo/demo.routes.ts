import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { checkListingUrl } from '../import/index.ts';
import { listUnitListings, toListing } from '../units/index.ts';
import { toDemoProperty, toDemoUnit } from './demo.mappers.ts';
import { findDemoProperty, findDemoUnit } from './demo.queries.ts';
import { seedDemo } from './demo.seed.ts';
import { createDemoImport, recordDemoInterest } from './demo.service.ts';
import { createExpireDemoTask, EXPIRE_DEMO_TASK } from './demo.task.ts';

const DEMO_IMPORTS_PER_IP = { max: 10, windowMs: 60 * 60_000 };

/** The public demo: its property, unit and listings, and the page's lead form. */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app.tasks[EXPIRE_DEMO_TASK] = createExpireDemoTask(app);
  const { db, config } = app;
  app.addHook('onReady', () => seedDemo(db));

  route(
    app,
    endpoints.getDemoProperty,
  )(async ({ params }) => {
    const property = await findDemoProperty(db, params.propertyId);
    return { status: 200, body: toDemoProperty(property) };
  });

  route(
    app,
    endpoints.getDemoUnit,
  )(async ({ params }) => {
    const unit = await findDemoUnit(db, params.unitId);
    return { status: 200, body: toDemoUnit(unit) };
  });

  route(
    app,
    endpoints.listDemoUnitListings,
  )(async ({ params }) => {
    const unit = await findDemoUnit(db, params.unitId);
    const rows = await listUnitListings(db, unit.id);
    return { status: 200, body: rows.map(toListing) };
  });

  route(
    app,
    endpoints.createDemoInterest,
  )(async ({ body, request }) => {
    await hitRateLimits(db, [[`demo:ip:${request.ip}`, config.limits.mailPerIp]]);
    await recordDemoInterest(db, config.adminEmails, body, normalizeEmail(body.email));
    return { status: 200, body: { ok: true } };
  });

  route(
    app,
    endpoints.createDemoImport,
  )(async ({ body, request }) => {
    checkListingUrl(body.url);
    await hitRateLimits(db, [[`demo-import:ip:${request.ip}`, DEMO_IMPORTS_PER_IP]]);
    const ids = await createDemoImport(db, body.url);
    return { status: 200, body: ids };
  });
}
