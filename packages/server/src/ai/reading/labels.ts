/**
 * What a turn can be (README.md defines each label). The order is the model's column order:
 * adding, removing or moving a label means retraining (train.ts), and the committed model's
 * header lists the labels it was trained with, so a mismatch fails at load time.
 */
export const LABELS = [
  'question',
  'answer',
  'small_talk',
  'booking',
  'steering',
  'accommodation',
  'injection',
  'refusal',
  'unsure',
  'correction',
  'name',
  'maintenance',
  'income_source',
  'contact_preference',
  'emergency',
] as const;

export type Label = (typeof LABELS)[number];

/**
 * Labels that qualify another: `emergency` says how urgent a repair report is, so it is
 * learned only from repair reports (urgent or not, never from a question about rent) and
 * read only when the message is one.
 */
export const QUALIFIES: Partial<Record<Label, Label>> = { emergency: 'maintenance' };

/** A reading's labels without a qualifier whose label is missing. */
export function withQualifiers<T extends Label>(labels: readonly T[]): T[] {
  return labels.filter((label) => {
    const needs = QUALIFIES[label];
    return !needs || (labels as readonly Label[]).includes(needs);
  });
}

/** The pre-screening question Athena is waiting on, if any (an input: `answer` depends on it). */
export const PENDING_FIELDS = [
  'PETS',
  'SMOKING',
  'MOVE_IN_DATE',
  'MONTHLY_INCOME',
  'TOTAL_RESIDENTS',
  'PET_COUNT',
  'PET_TYPE',
  'PET_DOG_SIZE',
  'PET_DOG_BREED',
  'PET_EMOTIONAL_SUPPORT',
] as const;

export type PendingField = (typeof PENDING_FIELDS)[number];

export type Audience = 'prospect' | 'resident';

/** One message to read, with what the reader needs to know about the moment it was sent. */
export interface TurnInput {
  text: string;
  pending: PendingField | null;
  audience: Audience;
}

/** Whether a string names a label (examples and the model file are checked with it). */
export function isLabel(value: unknown): value is Label {
  return typeof value === 'string' && (LABELS as readonly string[]).includes(value);
}

/** Whether a string names a pending field. */
export function isPendingField(value: unknown): value is PendingField {
  return typeof value === 'string' && (PENDING_FIELDS as readonly string[]).includes(value);
}
