import '@mantine/dates/styles.css';
import { Modal } from '@mantine/core';
import { DatePicker, MonthPicker } from '@mantine/dates';

export interface PickDateDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** 'day': a month calendar of days; 'month': the months of a year. */
  level: 'day' | 'month';
  /** 'YYYY-MM-DD' (for a month, its first day). */
  value: string;
  onPick: (value: string) => void;
}

/**
 * A calendar in a dialog (@mantine/dates): arrow keys move between days or months, Enter
 * picks, Escape closes. Jumps far in the agenda or the analytics without paging.
 */
export function PickDateDialog({
  opened,
  onClose,
  title,
  level,
  value,
  onPick,
}: PickDateDialogProps) {
  const pick = (next: string | null) => {
    if (next) onPick(next);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="auto" centered>
      {level === 'month' ? (
        <MonthPicker value={value} defaultDate={value} onChange={pick} />
      ) : (
        <DatePicker value={value} defaultDate={value} onChange={pick} />
      )}
    </Modal>
  );
}
