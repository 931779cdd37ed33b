import { Badge } from '@mantine/core';
import type { Viewing } from '@porchlight/client';
import { LAST_VIEWING_OUTCOME_LABELS } from '@porchlight/domain';

/** Whether the viewing has started (its outcome can be marked from then on). */
export const hasStarted = (viewing: Pick<Viewing, 'startsAt'>, now = Date.now()) =>
  Date.parse(viewing.startsAt) <= now;

/** The word the agenda shows for a viewing: its outcome, else whether the prospect confirmed. */
export function viewingStatus(viewing: Viewing, now = Date.now()): string {
  if (viewing.outcome) return LAST_VIEWING_OUTCOME_LABELS[viewing.outcome];
  if (hasStarted(viewing, now)) return 'Not marked yet';
  return viewing.confirmedAt ? 'Confirmed' : 'Not confirmed yet';
}

const COLORS: Record<string, string> = {
  Shown: 'teal',
  'No-show': 'red',
  Confirmed: 'teal',
};

export interface ViewingStatusBadgeProps {
  viewing: Viewing;
  /** For tests; the current time otherwise. */
  now?: number;
}

/** Confirmed / Not confirmed yet before the viewing; Shown / No-show / Not marked yet after. */
export function ViewingStatusBadge({ viewing, now }: ViewingStatusBadgeProps) {
  const status = viewingStatus(viewing, now);
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} tt="none">
      {status}
    </Badge>
  );
}
