import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import type { YearMonth } from '@porchlight/domain';
import { useState } from 'react';
import { LazyPickDateDialog } from '../../ui/lazy-pick-date-dialog.tsx';

export interface MonthSelectorProps {
  month: YearMonth;
  onPrevious: () => void;
  onNext: () => void;
  /** Any month, chosen from the year's months. */
  onPick: (month: YearMonth) => void;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'November 2026'. */
export const monthLabel = ({ year, month }: YearMonth) =>
  MONTH_NAME.format(new Date(year, month - 1, 1));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The analytics month with previous and next arrows (one calendar month each); the month's
 * name opens the year's months to jump to any of them.
 */
export function MonthSelector({ month, onPrevious, onNext, onPick }: MonthSelectorProps) {
  const [picking, setPicking] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="default" size="lg" aria-label="Previous month" onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      <UnstyledButton
        fw={600}
        miw={150}
        ta="center"
        aria-live="polite"
        aria-label={`${monthLabel(month)}, choose another month`}
        data-testid="analytics-month"
        onClick={() => setPicking(true)}
        style={{ borderRadius: 4 }}
      >
        {monthLabel(month)}
      </UnstyledButton>
      <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={onNext}>
        <span aria-hidden="true">›</span>
      </ActionIcon>
      <LazyPickDateDialog
        opened={picking}
        onClose={() => setPicking(false)}
        title="Choose a month"
        level="month"
        value={`${month.year}-${pad(month.month)}-01`}
        onPick={(day) => onPick({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) })}
      />
    </Group>
  );
}
