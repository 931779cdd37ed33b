import { getViewingHours, type ViewingHours } from '@porchlight/client';
import {
  NO_AVAILABLE_TIMES_MESSAGE,
  slotsForDate,
  viewingDayHeading,
  zoneAbbreviation,
} from '@porchlight/domain';
import { useEffect, useState } from 'preact/hooks';
import { logQuietly } from './chat-session.ts';
import { Dialog } from './dialog.tsx';
import { pickerDay, slotInstant } from './viewing-time.ts';

export interface ViewingPickerProps {
  propertyId: string;
  /** A slot was chosen: its day, its label ('2:30 PM') and the instant to post (ISO). */
  onPick: (day: Date, label: string, datetime: string) => void;
  onClose: () => void;
}

export const PICKER_TITLE = 'Choose a viewing time';

/** How many days ahead the picker looks for the first one with a time. */
const FIRST_DAY_SEARCH = 21;

/** The times still ahead on the day `offset` days from today, at the property. */
function slotsOn(hours: ViewingHours, offset: number, now: Date) {
  const day = pickerDay(now, offset, hours.timezone);
  return slotsForDate(hours.viewingDays, day).flatMap((label) => {
    const start = slotInstant(day, label, hours.timezone);
    return start && start > now ? [{ label, datetime: start.toISOString() }] : [];
  });
}

/**
 * The viewing-time picker: one day at a time, opening on the first day with a time left,
 * previous and next day, the
 * day's half-hour slots from the manager's viewing hours (domain rules), slots already
 * past left out, and the spec's text for a day without times.
 */
export function ViewingPicker({ propertyId, onPick, onClose }: ViewingPickerProps) {
  // undefined while loading; null when the hours could not be read (logged only).
  const [hours, setHours] = useState<ViewingHours | null>();
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    let live = true;
    void getViewingHours({ params: { propertyId } }).then((result) => {
      if (!live) return;
      if (result.status !== 200) logQuietly('viewing hours fetch failed', result.status);
      const loaded = result.status === 200 ? result.body : null;
      setHours(loaded);
      // Open on the first day that has a time left, not on a day with none (today after
      // hours, a weekend without viewings).
      if (loaded) {
        const now = new Date();
        const first = Array.from({ length: FIRST_DAY_SEARCH }, (_, i) => i).find(
          (i) => slotsOn(loaded, i, now).length > 0,
        );
        if (first !== undefined) setOffset(first);
      }
    });
    return () => {
      live = false;
    };
  }, [propertyId]);

  const now = new Date();
  const day = pickerDay(now, offset, hours?.timezone);
  const slots = hours ? slotsOn(hours, offset, now) : [];

  return (
    <Dialog title={PICKER_TITLE} onClose={onClose}>
      <div class="pl-daynav">
        <button
          type="button"
          class="pl-btn"
          aria-label="Previous day"
          aria-disabled={offset === 0}
          onClick={() => setOffset((n) => Math.max(0, n - 1))}
        >
          ‹
        </button>
        <h3 class="pl-day" aria-live="polite">
          {viewingDayHeading(day)}
        </h3>
        <button
          type="button"
          class="pl-btn"
          aria-label="Next day"
          onClick={() => setOffset((n) => n + 1)}
        >
          ›
        </button>
      </div>
      {hours === undefined ? (
        <p class="pl-muted">Loading available times...</p>
      ) : slots.length === 0 ? (
        <p class="pl-muted">{NO_AVAILABLE_TIMES_MESSAGE}</p>
      ) : (
        <ul class="pl-slots" aria-describedby="pl-zone">
          {slots.map(({ label, datetime }) => (
            <li key={label}>
              <button type="button" class="pl-btn" onClick={() => onPick(day, label, datetime)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hours?.timezone && slots[0] && (
        <p class="pl-muted" id="pl-zone">
          Times are at the property, in{' '}
          {zoneAbbreviation(new Date(slots[0].datetime), hours.timezone)} (
          {hours.timezone.replace(/_/g, ' ')}).
        </p>
      )}
      <div class="pl-actions">
        <button type="button" class="pl-btn" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
