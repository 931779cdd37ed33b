import { defaultViewingDays, type ViewingDays } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { properties, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { DbOrTx } from '../conversations/conversation.store.ts';

export interface ViewingSettings {
  viewingDays: ViewingDays;
  scheduleViewing: 'CALENDAR' | 'TEXT';
  viewingDuration: 15 | 30 | 45 | 60;
  manager: { id: string; email: string; firstName: string | null } | null;
  /** The property's own IANA zone; null: the server's TIMEZONE. */
  timeZone: string | null;
  /** The property itself (read with the settings: callers need not read it again). */
  property: typeof properties.$inferSelect;
}

const DURATIONS = [15, 30, 45, 60] as const;

/**
 * The appointment settings that apply to a property: its manager's (defaults until the
 * manager saves some; the seeded demo has no manager and uses the defaults).
 */
export async function viewingSettings(db: DbOrTx, propertyId: string): Promise<ViewingSettings> {
  const [row] = await db
    .select({ property: properties, user: users })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, propertyId));
  if (!row) throw notFound('Property');
  const user = row.user;
  const duration = DURATIONS.find((d) => d === user?.viewingDuration) ?? 30;
  return {
    viewingDays: user?.viewingDays ?? defaultViewingDays(),
    scheduleViewing: user?.scheduleViewing === 'TEXT' ? 'TEXT' : 'CALENDAR',
    viewingDuration: duration,
    manager: user ? { id: user.id, email: user.email, firstName: user.firstName } : null,
    timeZone: row.property.timeZone,
    property: row.property,
  };
}
