import Type, { type Static } from 'typebox';
import { Enum, Id, Nullable } from './common.ts';

/**
 * The set-up checklist's steps, in order. Each is done when its data exists: a property, a
 * unit, saved viewing hours, a saved policy, the chat link or snippet seen, a conversation
 * on one of the manager's properties, and a subscription (going live).
 */
export const SETUP_STEPS = [
  'PROPERTY',
  'UNITS',
  'VIEWING_HOURS',
  'POLICIES',
  'WEBSITE',
  'TEST_CHAT',
  'GO_LIVE',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const SetupStepSchema = Type.Object({
  key: Enum(SETUP_STEPS),
  done: Type.Boolean(),
});
export type SetupStep = Static<typeof SetupStepSchema>;

/** The signed-in manager's set-up state, kept per account (the same in every browser). */
export const SetupSchema = Type.Object({
  /** Every step of SETUP_STEPS, in that order. */
  steps: Type.Array(SetupStepSchema),
  /** The manager dismissed the checklist. */
  dismissed: Type.Boolean(),
  /** The welcome questions were answered or skipped: they are not asked again. */
  onboardingAnswered: Type.Boolean(),
  /** The manager's first property (the steps done on a property link to it); null: none yet. */
  firstPropertyId: Nullable(Id),
  /** Live units (those counted against the plan) and how many the plan allows. */
  unitQuota: Type.Object({
    live: Type.Integer({ minimum: 0 }),
    allowed: Type.Integer({ minimum: 0 }),
  }),
});
export type Setup = Static<typeof SetupSchema>;

/** What the dashboard records: dismissing (or bringing back) the checklist, a step seen. */
export const UpdateSetupSchema = Type.Object(
  {
    dismissed: Type.Optional(Type.Boolean()),
    /** The chat link or the website snippet was copied or viewed. */
    websiteSnippetSeen: Type.Optional(Type.Literal(true)),
    /** The welcome questions were answered or skipped. */
    onboardingAnswered: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateSetup = Static<typeof UpdateSetupSchema>;
