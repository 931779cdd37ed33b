import { and, asc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { oncePerDatabase } from '../../db/prepared.ts';
import {
  conversations,
  leaseChunks,
  potentialTenants,
  properties,
  propertyFacts,
  tenantPropertyInterests,
  units,
  users,
} from '../../db/schema/index.ts';
import { resolvedAttributes } from '../attributes/index.ts';
import { messagesFromJson, messagesJsonOf } from '../conversations/index.ts';
import { viewingSettings } from '../properties/index.ts';
import type { KnowledgeSource } from './knowledge-source.ts';

/** What the manager taught Athena about the property, and about this unit. */
export function learnedFacts(db: DbOrTx, propertyId: string, unitId: string | null) {
  return db
    .select({
      id: propertyFacts.id,
      question: propertyFacts.question,
      answer: propertyFacts.answer,
      updatedAt: propertyFacts.updatedAt,
    })
    .from(propertyFacts)
    .where(
      and(
        eq(propertyFacts.propertyId, propertyId),
        unitId
          ? or(isNull(propertyFacts.unitId), eq(propertyFacts.unitId, unitId))
          : isNull(propertyFacts.unitId),
      ),
    )
    .orderBy(asc(propertyFacts.createdAt));
}

/**
 * The conversation with its messages, its lead, the property and the unit in one statement:
 * a turn runs for every prospect message, and each statement costs a round trip (on the
 * embedded database, a turn on the one thread).
 */
const chatContextRow = oncePerDatabase((db) =>
  db
    .select({
      conversation: conversations,
      interest: tenantPropertyInterests,
      property: properties,
      unit: units,
      history: messagesJsonOf(conversations.id),
      // The prospect's own first name (the chat's form, an earlier chat), under the lead's.
      prospectFirstName: sql<
        string | null
      >`(select ${potentialTenants.firstName} from ${potentialTenants} where ${potentialTenants.id} = ${tenantPropertyInterests.potentialTenantId})`,
      prospectEmail: sql<string>`(select ${potentialTenants.email} from ${potentialTenants} where ${potentialTenants.id} = ${tenantPropertyInterests.potentialTenantId})`,
    })
    .from(conversations)
    .innerJoin(
      tenantPropertyInterests,
      eq(tenantPropertyInterests.conversationId, conversations.id),
    )
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .leftJoin(
      units,
      eq(units.id, sql`coalesce(${tenantPropertyInterests.unitId}, ${conversations.unitId})`),
    )
    .where(
      and(
        eq(conversations.id, sql.placeholder('conversationId')),
        eq(conversations.kind, 'PROPERTY_INTEREST'),
      ),
    )
    .limit(1)
    .prepare('chat_context'),
);

/** Everything about one conversation the assistant reads, scoped to its own property. */
export async function loadChatContext(db: Db, conversationId: string) {
  const [row] = await chatContextRow(db).execute({ conversationId });
  if (!row) return null;
  const { conversation, interest, property } = row;
  const unit = row.unit ?? undefined;
  const known = await propertyContext(db, property, unit?.id ?? null);
  const history = messagesFromJson(row.history);
  return {
    conversation,
    interest,
    property,
    unit: unit ?? null,
    /** The first name the lead shows: its own, else the prospect's; null when none is known. */
    firstName: interest.firstName ?? row.prospectFirstName ?? null,
    /** The prospect's e-mail: a placeholder when they are known by their number only. */
    email: row.prospectEmail,
    ...known,
    // The zone is the property row's, read just now.
    settings: { ...known.settings, timeZone: property.timeZone },
    history,
  };
}

type PropertyRow = typeof properties.$inferSelect;
type PropertyContext = Awaited<ReturnType<typeof readPropertyContext>>;

/**
 * The property's other homes open to let (not occupied), the chat's own left out: what a
 * prospect may ask about besides the home of the chat.
 */
function otherUnitsOf(db: DbOrTx, propertyId: string, unitId: string | null) {
  return db
    .select()
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        ne(units.availability, 'OCCUPIED'),
        unitId ? ne(units.id, unitId) : undefined,
      ),
    )
    .orderBy(asc(units.unitNumber), asc(units.id));
}

/**
 * The property's (and unit's) policies, lease, viewing settings, taught facts and, for a
 * prospect, its other homes.
 */
async function readPropertyContext(
  db: DbOrTx,
  property: PropertyRow,
  unitId: string | null,
  withOtherUnits = true,
) {
  const [policy, lease, settings, learned, otherUnits] = await Promise.all([
    resolvedAttributes(db, { userId: property.userId, propertyId: property.id, unitId }),
    db
      .select()
      .from(leaseChunks)
      .where(eq(leaseChunks.propertyId, property.id))
      .orderBy(asc(leaseChunks.position)),
    viewingSettings(db, property.id),
    learnedFacts(db, property.id, unitId),
    withOtherUnits ? otherUnitsOf(db, property.id, unitId) : [],
  ]);
  return { policy, lease, settings, learned, otherUnits };
}

/** Properties (and units) whose context is kept; the least recently used goes first. */
const MAX_CONTEXTS = 500;
const contexts = new Map<string, { version: number; context: Promise<PropertyContext> }>();

/**
 * What a turn reads about its property besides the row, kept per property and unit for as
 * long as the property's context_version stands: a trigger moves it on any change to those
 * rows (migration 0005), in whichever process it was made, and each turn reads the version
 * with the property. Four statements fewer a turn, and a long lease not read again.
 */
function propertyContext(db: DbOrTx, property: PropertyRow, unitId: string | null) {
  const key = `${property.id}/${unitId ?? ''}`;
  const found = contexts.get(key);
  contexts.delete(key);
  if (found && found.version === property.contextVersion) {
    contexts.set(key, found);
    return found.context;
  }
  const context = readPropertyContext(db, property, unitId);
  context.catch(() => {
    if (contexts.get(key)?.context === context) contexts.delete(key);
  });
  contexts.set(key, { version: property.contextVersion, context });
  if (contexts.size > MAX_CONTEXTS) contexts.delete(contexts.keys().next().value ?? '');
  return context;
}

/**
 * Loads what Athena may know about one property (and unit): nothing of any other. A
 * resident's chat is about their own home: the other homes to let are a prospect's.
 */
export async function loadKnowledgeSource(
  db: DbOrTx,
  property: typeof properties.$inferSelect,
  unitId: string | null,
  { otherUnits = true }: { otherUnits?: boolean } = {},
): Promise<KnowledgeSource> {
  const [unit] = unitId ? await db.select().from(units).where(eq(units.id, unitId)) : [];
  const own = unit?.propertyId === property.id ? unit : null;
  const context = await readPropertyContext(db, property, own?.id ?? null, otherUnits);
  return { property, unit: own, ...context };
}

export type ChatContext = NonNullable<Awaited<ReturnType<typeof loadChatContext>>>;

type LeadRow = typeof tenantPropertyInterests.$inferSelect;

/** A person's name as stored: the first word, and the rest (null for one word). */
export interface SplitName {
  firstName: string;
  lastName: string | null;
}

/** What a turn stores on its lead: its answers, where pre-screening stands, its status. */
export interface TurnOnLead {
  updates: Partial<LeadRow>;
  pendingQuestion: string | null;
  reaskCount: number;
  skipped: string[];
  status: string;
  unanswered: string[];
  /** The name the prospect gave in this turn, if any (see leadNameUpdate). */
  name?: SplitName | null;
}

const interests = tenantPropertyInterests;
/** The prospect's own first or last name, read from the lead being updated. */
const prospectsOwn = (
  column: typeof potentialTenants.firstName | typeof potentialTenants.lastName,
) =>
  sql`(select ${column} from ${potentialTenants} where ${potentialTenants.id} = ${interests.potentialTenantId})`;
/** The name the lead shows now: its own, else its prospect's (as the leads table shows it). */
const shownFirst = sql`coalesce(${interests.firstName}, ${prospectsOwn(potentialTenants.firstName)})`;
const shownLast = sql`coalesce(${interests.lastName}, ${prospectsOwn(potentialTenants.lastName)})`;

/**
 * A name the prospect gave, on their lead, as SQL on the lead's row as it stands (whoever
 * wrote its name meanwhile): a full name replaces the name the lead shows (a correction)
 * unless it is the same but for case; a first name alone fills an empty name and never
 * replaces one ("Dana" does not undo "Priya Shah").
 */
function leadNameUpdate({ firstName, lastName }: SplitName): Partial<Record<keyof LeadRow, SQL>> {
  if (lastName) {
    const same = sql`(lower(coalesce(${shownFirst}, '')) = lower(${firstName}) and lower(coalesce(${shownLast}, '')) = lower(${lastName}))`;
    return {
      firstName: sql`case when ${same} then ${interests.firstName} else ${firstName} end`,
      lastName: sql`case when ${same} then ${interests.lastName} else ${lastName} end`,
    };
  }
  return {
    firstName: sql`case when ${shownFirst} is null then ${firstName} else ${interests.firstName} end`,
  };
}

/**
 * A turn's update of its lead, as the statement that stores Athena's reply runs it (the
 * `lead` step of appendMessage, whose `gate` it adds): her reply's last-message stamp and
 * what the turn learnt. A booked lead stays booked whatever the turn says; only the lead
 * whose conversation this is.
 */
export function turnLeadUpdate(
  db: DbOrTx,
  lead: LeadRow,
  conversationId: string,
  turn: TurnOnLead,
  gate: SQL,
) {
  return db
    .update(tenantPropertyInterests)
    .set({
      ...turn.updates,
      ...(turn.name ? leadNameUpdate(turn.name) : {}),
      pendingQuestion: turn.pendingQuestion,
      reaskCount: turn.reaskCount,
      skippedQuestions: turn.skipped,
      status: sql`case when ${tenantPropertyInterests.status} = 'SCHEDULING_COMPLETE' then 'SCHEDULING_COMPLETE' else ${turn.status} end`,
      unansweredQuestions: [...lead.unansweredQuestions, ...turn.unanswered].slice(-50),
      lastMessageAt: sql`now()`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(tenantPropertyInterests.id, lead.id),
        eq(tenantPropertyInterests.conversationId, conversationId),
        gate,
      ),
    )
    .returning({ one: sql`1` })
    .getSQL();
}

/**
 * The name a prospect gave, on their identity where it has none yet: a name given before
 * (in the chat's form, a lead e-mail, another chat) stays. A first name fills an empty one;
 * a last name fills an empty one when the first names agree ("Dana", then "Dana Lee").
 */
export async function fillProspectName(
  db: DbOrTx,
  potentialTenantId: string,
  { firstName, lastName }: SplitName,
): Promise<void> {
  const { firstName: first, lastName: last } = potentialTenants;
  const fillsLast = lastName
    ? sql`${last} is null and (${first} is null or lower(${first}) = lower(${firstName}))`
    : sql`false`;
  await db
    .update(potentialTenants)
    .set({
      firstName: sql`coalesce(${first}, ${firstName})`,
      lastName: sql`case when ${fillsLast} then ${lastName} else ${last} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(potentialTenants.id, potentialTenantId), or(isNull(first), fillsLast)));
}

/**
 * The e-mail a prospect known only by their number gave: it becomes their address, unless
 * another prospect already has it (then the lead keeps the number alone, and the manager
 * sees the address in the conversation). Answers whether it was taken.
 */
export async function fillProspectEmail(
  db: DbOrTx,
  potentialTenantId: string,
  email: string,
): Promise<boolean> {
  const updated = await db
    .update(potentialTenants)
    .set({ email, updatedAt: new Date() })
    .where(
      and(
        eq(potentialTenants.id, potentialTenantId),
        sql`${potentialTenants.email} like 'sms-%@sms.invalid'`,
        sql`not exists (select 1 from ${potentialTenants} as other where other.email = ${email})`,
      ),
    )
    .returning({ id: potentialTenants.id });
  return updated.length > 0;
}

/** A Resident AI conversation with its property, or null when it is not one. */
export async function loadResidentConversation(db: DbOrTx, conversationId: string) {
  const [row] = await db
    .select({ conversation: conversations, property: properties })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, 'RESIDENT')));
  return row ?? null;
}

/** The e-mail address of the manager who owns a property. */
export async function managerEmail(db: DbOrTx, userId: string | null) {
  if (!userId) return null;
  const [manager] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return manager?.email ?? null;
}
