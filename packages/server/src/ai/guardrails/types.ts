/**
 * What the guardrails report about a prospect's message.
 */

/**
 * - steering: asks who lives there, or to characterise the neighbourhood (safety,
 *   schools, demographics): answered with the Fair Housing reply.
 * - protected_class: asks how a protected characteristic is treated: answered with
 *   the Fair Housing reply.
 * - accessibility: accessibility features or a reasonable accommodation: never refused;
 *   the caller answers from the facts and flags the manager at once.
 * - injection: tries to change Athena's instructions or reach other people's data.
 */
export type GuardKind = 'steering' | 'protected_class' | 'accessibility' | 'injection' | 'none';

/** The kinds answered with {@link fairHousingReply}. */
export type FairHousingKind = 'steering' | 'protected_class';

/** The Fair Housing Act's seven classes plus those many states and cities add. */
export type ProtectedCharacteristic =
  | 'race'
  | 'color'
  | 'religion'
  | 'national_origin'
  | 'sex'
  | 'familial_status'
  | 'disability'
  | 'sexual_orientation'
  | 'gender_identity'
  | 'age'
  | 'source_of_income'
  | 'marital_status';

export interface ProspectCheck {
  /** What the caller acts on: the first of `signals`, or 'none'. */
  kind: GuardKind;
  /**
   * Every kind found, by priority: accessibility, injection, steering,
   * protected_class. A message can both ask for a ramp and about the neighbours.
   */
  signals: Exclude<GuardKind, 'none'>[];
  /** Characteristics the message touches, for the log and the reply's wording. */
  characteristics: ProtectedCharacteristic[];
  /** The words that decided `kind`, for the manager's log; null for 'none'. */
  matched: string | null;
}
