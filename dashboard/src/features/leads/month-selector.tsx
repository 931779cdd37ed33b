import { ActionIcon, Group, Text } from '@mantine/core';
import type { YearMonth } from '@porchlight/domain';

export interface MonthSelectorProps {
  month: YearMonth;
  onPrevious: () => void;
  onNext: () => void;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'November 2026'. */
export const monthLabel = ({ year, month }: YearMonth) =>
  MONTH_NAME.format(new Date(year, month - 1, 1));

/** The analytics month with previous and next arrows (one calendar month each). */
export function MonthSelector({ month, onPrevious, onNext }: MonthSelectorProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label="Previous month" onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      <Text fw={600} miw={150} ta="center" aria-live="polite" data-testid="analytics-month">
        {monthLabel(month)}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={onNext}>
        <span aria-hidden="true">›</span>
      </ActionIcon>
    </Group>
  );
}
