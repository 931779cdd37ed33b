import {
  ATTENTION_KINDS,
  ATTENTION_OUTCOMES,
  LEAD_STATUSES,
  MAINTENANCE_URGENCIES,
  RESOLVE_OUTCOMES,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable, SingleLine } from './common.ts';
import { ConversationMessageSchema } from './conversation.ts';

export const AttentionKindSchema = Enum(ATTENTION_KINDS);
export const AttentionOutcomeSchema = Enum(ATTENTION_OUTCOMES);
export const MaintenanceUrgencySchema = Enum(MAINTENANCE_URGENCIES);

/**
 * One thing that waits for the manager, with the lead (or the resident) and property it is
 * about. The open list gives emergencies first, then the newest.
 */
export const AttentionItemSchema = Type.Object({
  id: Id,
  kind: AttentionKindSchema,
  /** What it is, in the person's or the system's words (the question, the request, the error). */
  text: Type.String(),
  /**
   * A maintenance request's urgency: EMERGENCY (a leak or flooding, gas, fire or smoke, no
   * heat in winter, a lock-out: mailed at once, listed first) or ROUTINE. Null for other kinds.
   */
  urgency: Nullable(MaintenanceUrgencySchema),
  status: Enum(['OPEN', 'DONE'] as const),
  outcome: Nullable(AttentionOutcomeSchema),
  createdAt: DateTime,
  resolvedAt: Nullable(DateTime),
  property: Nullable(
    Type.Object({
      id: Id,
      address: Type.String(),
      name: Nullable(Type.String()),
      /** The property's time zone (its own, or the server's default). */
      timeZone: Type.String(),
    }),
  ),
  unit: Nullable(Type.Object({ id: Id, label: Type.String() })),
  lead: Nullable(
    Type.Object({
      id: Id,
      potentialTenantId: Id,
      name: Nullable(Type.String()),
      email: Type.String(),
      phone: Nullable(Type.String()),
      status: Enum(LEAD_STATUSES),
    }),
  ),
  /** The resident it comes from (a maintenance request in the Resident AI chat), else null. */
  resident: Nullable(
    Type.Object({
      id: Id,
      name: Type.String(),
      email: Type.String(),
      phone: Nullable(Type.String()),
    }),
  ),
});
export type AttentionItem = Static<typeof AttentionItemSchema>;

export const AttentionListQuerySchema = Type.Object(
  {
    status: Type.Optional(Enum(['OPEN', 'DONE'] as const, { description: 'Default OPEN' })),
  },
  { additionalProperties: false },
);

export const AttentionListSchema = Type.Object({
  items: Type.Array(AttentionItemSchema),
  /** Open items in all: the sidebar's count. */
  openCount: Type.Integer({ minimum: 0 }),
});
export type AttentionList = Static<typeof AttentionListSchema>;

export const AttentionCountSchema = Type.Object({ openCount: Type.Integer({ minimum: 0 }) });

export const ResolveAttentionSchema = Type.Object(
  {
    /**
     * Default DONE. A call request takes CALLED_BACK or NO_ANSWER, every other kind DONE
     * (the domain's resolveOutcomesFor); another kind's outcome is a 400.
     */
    outcome: Type.Optional(Enum(RESOLVE_OUTCOMES)),
  },
  { additionalProperties: false },
);

const AnswerText = Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' });

export const AnswerAttentionSchema = Type.Object(
  {
    answer: AnswerText,
    /** Store the answer as a fact Athena uses from now on. */
    remember: Type.Boolean(),
    /** With `remember`: true keeps the fact to the lead's unit, false for the whole property. */
    unitOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A fact the manager taught Athena: a question and its answer, for a property or one unit. */
export const PropertyFactSchema = Type.Object({
  id: Id,
  propertyId: Id,
  unitId: Nullable(Id),
  question: Type.String(),
  answer: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type PropertyFact = Static<typeof PropertyFactSchema>;

const FactQuestion = SingleLine({ maxLength: 500, nonBlank: true });

export const CreatePropertyFactSchema = Type.Object(
  { question: FactQuestion, answer: AnswerText, unitId: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);
export const UpdatePropertyFactSchema = Type.Object(
  { question: Type.Optional(FactQuestion), answer: Type.Optional(AnswerText) },
  { additionalProperties: false, minProperties: 1 },
);

/** A lead's conversations as its manager reads them: every thread, newest last. */
export const LeadConversationSchema = Type.Object({
  leadId: Id,
  /** The thread the prospect writes in now; earlier ones were closed by a reset. */
  currentThreadId: Nullable(Id),
  /** True while the manager has taken over and Athena stays silent. */
  assistantPaused: Type.Boolean(),
  threads: Type.Array(
    Type.Object({
      id: Id,
      startedAt: DateTime,
      messages: Type.Array(ConversationMessageSchema),
    }),
  ),
});
export type LeadConversation = Static<typeof LeadConversationSchema>;

export const ManagerMessageSchema = Type.Object(
  { message: AnswerText },
  { additionalProperties: false },
);

export const AssistantPauseSchema = Type.Object(
  { paused: Type.Boolean() },
  { additionalProperties: false },
);
