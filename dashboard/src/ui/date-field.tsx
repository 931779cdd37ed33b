import '@mantine/dates/styles.css';
import { ActionIcon, Modal, TextInput } from '@mantine/core';
import { DatePicker, TimeInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A month written in words with a four-digit year ('Jun 5, 2027'), or 6/5/2027. */
const WRITTEN_DAY = /^(?=.*\b\d{4}\b)(?=.*[a-z]{3}).+$|^\d{1,2}\/\d{1,2}\/\d{4}$/i;

/** 'YYYY-MM-DD' of a typed date ('2027-06-05', 'Jun 5, 2027', '6/5/2027'), or null. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  if (ISO_DAY.test(trimmed)) {
    const day = dayjs(trimmed);
    return day.isValid() && day.format('YYYY-MM-DD') === trimmed ? trimmed : null;
  }
  if (!WRITTEN_DAY.test(trimmed)) return null;
  // The browser's reading, without its weekday (which it may not agree with).
  const parsed = dayjs(trimmed.replace(/^[a-z]{3,9},\s*/i, ''));
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** 'Sat, Jun 5, 2027' for a 'YYYY-MM-DD' day. */
export const shownDate = (value: string) => (value ? dayjs(value).format('ddd, MMM D, YYYY') : '');

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** The first day that can be picked ('YYYY-MM-DD'). */
  minDate?: string;
}

/**
 * A calendar day: typed in any common form (read when the field is left), or picked from a
 * month calendar (@mantine/dates, arrow keys move between days) in a dialog. The value is a
 * plain day; the form decides which zone it is in.
 */
export function DateField({ label, value, onChange, error, description, minDate }: DateFieldProps) {
  const [text, setText] = useState(shownDate(value));
  const [picking, { open, close }] = useDisclosure(false);
  const focused = useRef(false);
  // A value set from outside (a reset, the calendar) is shown in words, never mid-typing.
  useEffect(() => {
    if (!focused.current) setText(ISO_DAY.test(value) ? shownDate(value) : value);
  }, [value]);

  const commit = (typed: string) => {
    const day = parseTypedDate(typed);
    onChange(day ?? (typed.trim() === '' ? '' : typed));
    if (day) setText(shownDate(day));
  };

  return (
    <>
      <TextInput
        label={label}
        description={description}
        error={error}
        placeholder="Mon, Jan 5, 2027"
        value={text}
        onFocus={() => {
          focused.current = true;
        }}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          // A whole day as the calendar writes it counts at once; other forms when left.
          if (ISO_DAY.test(typed.trim()) && parseTypedDate(typed)) onChange(typed.trim());
        }}
        onBlur={(event) => {
          focused.current = false;
          commit(event.currentTarget.value);
        }}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={`Pick the ${label.toLowerCase()}`}
            onClick={open}
          >
            <IconCalendar size={18} aria-hidden />
          </ActionIcon>
        }
      />
      <Modal
        opened={picking}
        onClose={close}
        title={`Pick the ${label.toLowerCase()}`}
        size="auto"
        centered
      >
        <DatePicker
          value={parseTypedDate(value) ?? null}
          defaultDate={parseTypedDate(value) ?? minDate}
          minDate={minDate}
          onChange={(day) => {
            if (day) onChange(day);
            close();
          }}
        />
      </Modal>
    </>
  );
}

export interface TimeFieldProps {
  label: ReactNode;
  /** 'HH:MM', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** A time of day on a quarter-hour step: the browser's own time control, Mantine-styled. */
export function TimeField({ label, value, onChange, error }: TimeFieldProps) {
  return (
    <TimeInput
      label={label}
      value={value}
      step={900}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
