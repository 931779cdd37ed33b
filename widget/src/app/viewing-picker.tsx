import { getViewingHours, type ViewingHours } from '@porchlight/client';
import {
  formatClock12,
  NO_AVAILABLE_TIMES_MESSAGE,
  slotMinutes,
  viewingDayHeading,
  weekdayOf,
  zoneAbbreviation,
} from '@porchlight/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { logQuietly } from './chat-session.ts';
import { Dialog } from './dialog.tsx';
import { askedDayOffset, atProperty, isFree, pickerDay, slotInstant } from './viewing-time.ts';

export interface ViewingPickerProps {
  propertyId: string;
  /** A slot was chosen: its day, its label ('2:30 PM') and the instant to post (ISO). */
  onPick: (day: Date, label: string, datetime: string) => void;
  onClose: () => void;
  /** The day the prospect asked for in the chat ('this Saturday'): the picker opens on it. */
  asked?: string;
}

export const PICKER_TITLE = 'Choose a viewing time';

/** How many days ahead the picker looks for the first one with a time. */
const FIRST_DAY_SEARCH = 21;

/** A time the picker offers: a slot, or an open house. */
interface PickerTime {
  /** Its start's clock label ('10:00 AM') and the instant to post. */
  label: string;
  datetime: string;
  /** The button's text: the label, or '10:00 AM – 12:00 PM · 4 places left' ('· Full'). */
  text: string;
  /** An open house without a place left: shown, not offered. */
  full: boolean;
}

/** The times of one day at the property. */
interface PickerDay {
  day: Date;
  times: PickerTime[];
}

/**
 * The times still ahead on the day `offset` days from today, at the property, without
 * those a viewing could not fit in (someone booked, or busy in their own calendar).
 */
function slotsOn(hours: ViewingHours, offset: number, now: Date): PickerTime[] {
  const day = pickerDay(now, offset, hours.timezone);
  const weekday = weekdayOf(day);
  // The domain's slots of that weekday (slotsForDate's), as minutes after midnight.
  return (weekday ? slotMinutes(hours.viewingDays, weekday) : []).flatMap((minutes) => {
    const start = slotInstant(day, minutes, hours.timezone);
    const label = formatClock12(minutes);
    return start > now && isFree(start, hours.viewingDuration, hours.unavailable)
      ? [{ label, datetime: start.toISOString(), text: label, full: false }]
      : [];
  });
}

/** The open houses not yet started, soonest first, grouped by their day at the property. */
function openHouseDays(hours: ViewingHours, now: Date): PickerDay[] {
  const days: PickerDay[] = [];
  const ahead = hours.openHouses
    .map((house) => ({ ...house, at: new Date(house.start) }))
    .filter(({ at }) => at > now)
    .sort((a, b) => +a.at - +b.at);
  for (const { at, end, placesLeft } of ahead) {
    const { day, clock } = atProperty(at, hours.timezone);
    const places = placesLeft === 1 ? '1 place left' : `${placesLeft} places left`;
    const text = `${clock} – ${atProperty(new Date(end), hours.timezone).clock} · ${placesLeft > 0 ? places : 'Full'}`;
    const time = { label: clock, datetime: at.toISOString(), text, full: placesLeft < 1 };
    const last = days.at(-1);
    if (last && +last.day === +day) last.times.push(time);
    else days.push({ day, times: [time] });
  }
  return days;
}

/**
 * The viewing-time picker. Viewings an agent shows, or self-guided ones: one day at a time,
 * opening on the first day with a time left, previous and next day, the day's half-hour
 * slots from the manager's viewing hours (domain rules), slots already past or when nobody
 * can show the property left out, and the spec's text for a day without times. Open
 * houses: every one ahead, by day, with the places left (a full one shown, not offered).
 */
export function ViewingPicker({ propertyId, onPick, onClose, asked }: ViewingPickerProps) {
  // undefined while loading; null when the hours could not be read (logged only).
  const [hours, setHours] = useState<ViewingHours | null>();
  const [offset, setOffset] = useState(0);
  // The time tapped, waiting for Confirm: a tap alone never books.
  const [chosen, setChosen] = useState<(PickerTime & { day: Date }) | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  /** The time chosen last, and where its button lives (a shadow root in script-tag mode). */
  const picked = useRef<{ at: string; root: Document | ShadowRoot } | null>(null);
  // In the same task as the change of step (not after the next paint): the button that had
  // focus is gone, and focus must not rest on the page behind the chat meanwhile.
  useLayoutEffect(() => {
    if (chosen) confirm.current?.focus();
    else if (picked.current)
      // Back from the confirm step: focus returns to the time that was chosen.
      picked.current.root.querySelector<HTMLElement>(`[data-at="${picked.current.at}"]`)?.focus();
  }, [chosen]);

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
        // The day asked for in the chat, counted from today at the property.
        const wanted = asked
          ? askedDayOffset(asked, pickerDay(now, 0, loaded.timezone).getDay())
          : null;
        if (wanted != null && wanted < FIRST_DAY_SEARCH) return setOffset(wanted);
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
  const openHouse = hours?.showingMode === 'OPEN_HOUSE';
  // Open houses by day; else the one day shown, its heading between the arrows.
  const days: PickerDay[] = !hours
    ? []
    : openHouse
      ? openHouseDays(hours, now)
      : [{ day, times: slotsOn(hours, offset, now) }];
  const first = days[0]?.times[0];

  const choose = (event: Event, day: Date, time: PickerTime) => {
    const root = (event.currentTarget as HTMLElement).getRootNode() as Document | ShadowRoot;
    picked.current = { at: time.datetime, root };
    setChosen({ ...time, day });
  };

  if (chosen && hours) {
    const at = new Date(chosen.datetime);
    return (
      <Dialog title={PICKER_TITLE} onClose={onClose}>
        <p class="pl-confirm" id="pl-chosen" role="status">
          {viewingDayHeading(chosen.day)} at {chosen.label}
          {hours.timezone ? ` ${zoneAbbreviation(at, hours.timezone)}` : ''}
        </p>
        <div class="pl-actions">
          <button type="button" class="pl-btn" onClick={() => setChosen(null)}>
            Change time
          </button>
          <button
            ref={confirm}
            type="button"
            class="pl-btn pl-btn--primary"
            aria-describedby="pl-chosen"
            onClick={() => onPick(chosen.day, chosen.label, chosen.datetime)}
          >
            Confirm
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={PICKER_TITLE} onClose={onClose}>
      {!openHouse && (
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
      )}
      {hours === undefined ? (
        <p class="pl-muted">Loading available times...</p>
      ) : !first ? (
        <p class="pl-muted">{NO_AVAILABLE_TIMES_MESSAGE}</p>
      ) : (
        days.map(({ day, times }) => (
          <div key={+day}>
            {openHouse && <h3 class="pl-day pl-ohday">{viewingDayHeading(day)}</h3>}
            <ul class={openHouse ? 'pl-slots pl-oh' : 'pl-slots'} aria-describedby="pl-zone">
              {times.map((time) => (
                <li key={time.datetime}>
                  <button
                    type="button"
                    class="pl-btn"
                    disabled={time.full}
                    data-at={time.datetime}
                    onClick={(event) => choose(event, day, time)}
                  >
                    {time.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {hours?.timezone && first && (
        <p class="pl-muted" id="pl-zone">
          Times are at the property, in {zoneAbbreviation(new Date(first.datetime), hours.timezone)}{' '}
          ({hours.timezone.replace(/_/g, ' ')}).
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
