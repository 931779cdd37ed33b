import { Badge, VisuallyHidden } from '@mantine/core';
import { LAST_VIEWING_OUTCOME_LABELS, type LastViewingOutcome } from '@porchlight/domain';

const COLORS: Record<LastViewingOutcome, string> = {
  SHOWN: 'teal',
  NO_SHOW: 'red',
  CANCELLED: 'gray',
};

export interface ViewingOutcomeBadgeProps {
  outcome: LastViewingOutcome;
}

/** How the lead's last viewing went, beside its time in the leads table. */
export function ViewingOutcomeBadge({ outcome }: ViewingOutcomeBadgeProps) {
  return (
    <Badge variant="light" color={COLORS[outcome]} tt="none" ml={6} size="sm">
      <VisuallyHidden>Last viewing: </VisuallyHidden>
      {LAST_VIEWING_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
