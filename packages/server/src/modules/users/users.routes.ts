import { endpoints } from '@porchlight/contract';
import {
  JOB_TITLES,
  joinCommaList,
  normalizePhone,
  parseClockTime,
  parseCommaList,
  SOFTWARE,
  WEEKDAYS,
} from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { isAdmin } from '../../http/auth.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toUser } from './users.mappers.ts';

type ViewingDays = NonNullable<(typeof users.$inferInsert)['viewingDays']>;

/** Every period must close after it opens (the schema checks the format). */
function checkViewingDays(days: ViewingDays): void {
  for (const day of WEEKDAYS) {
    for (const period of days[day]?.times ?? []) {
      const open = parseClockTime(period.openTime);
      const close = parseClockTime(period.closeTime);
      if (open === null || close === null || close <= open) {
        throw badRequest(
          `On ${day}, the closing time must be after the opening time.`,
          'viewingDays',
        );
      }
    }
  }
}

/** The manager's own account: profile, business profile, appointment settings, webhook URL. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(
    app,
    endpoints.getUser,
  )(async ({ params, session }) => {
    if (params.id !== session.subject) throw notFound('User');
    const [row] = await db.select().from(users).where(eq(users.id, params.id));
    if (!row) throw notFound('User');
    return { status: 200, body: toUser(row, isAdmin(app.auth, session)) };
  });

  route(
    app,
    endpoints.updateUser,
  )(async ({ params, body, session }) => {
    if (params.id !== session.subject) throw notFound('User');
    const { phone, webhookURL, jobTitle, currentSoftware, viewingDays, ...rest } = body;
    const changes: Partial<typeof users.$inferInsert> = { ...rest };
    if (phone !== undefined) {
      const normalized = phone ? normalizePhone(phone) : '';
      if (phone && !normalized) throw badRequest('Please enter a valid phone number.', 'phone');
      changes.phone = normalized || null;
    }
    if (webhookURL !== undefined) changes.webhookUrl = webhookURL || null;
    if (jobTitle !== undefined)
      changes.jobTitle = joinCommaList(parseCommaList(jobTitle, JOB_TITLES));
    if (currentSoftware !== undefined) {
      changes.currentSoftware = joinCommaList(parseCommaList(currentSoftware, SOFTWARE));
    }
    if (viewingDays !== undefined) {
      checkViewingDays(viewingDays);
      changes.viewingDays = viewingDays;
    }
    for (const key of ['firstName', 'lastName'] as const) {
      if (typeof changes[key] === 'string') changes[key] = (changes[key] as string).trim();
    }
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, session.subject))
      .returning();
    if (!row) throw notFound('User');
    return { status: 200, body: toUser(row, isAdmin(app.auth, session)) };
  });
}
