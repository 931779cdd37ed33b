import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { type CalendarFeed, createCalendarFeed, revokeCalendarFeed } from '@porchlight/client';
import { formatLongDate } from '@porchlight/domain';
import { useEffect, useRef, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { CopyLinkField } from '../../ui/copy-link-field.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { setCalendarFeeds, useCalendarFeeds } from './use-calendar-feeds.ts';

export const MAKE_FAILED = 'Could not make the address. Please try again.';
export const STOP_FAILED = 'Could not stop the address. Please try again.';
export const HOW_TO_SUBSCRIBE =
  'Add it in Google Calendar (Other calendars → From URL), Outlook (Add calendar → Subscribe from web) or Apple Calendar (File → New Calendar Subscription). Calendars refresh it on their own schedule, usually every few hours.';
export const SHOWN_ONCE = 'Copy it now: it will not be shown again.';
export const KEEP_PRIVATE = 'Anyone with this address can see these viewings: keep it private.';

/** One row per person: the manager's own has no agent. */
const keyOf = (feed: CalendarFeed) => feed.leasingAgentId ?? 'you';
const isYours = (feed: CalendarFeed) => feed.leasingAgentId === null;
/** 'your' or "Jamie Lee's", inside a sentence. */
const whose = (feed: CalendarFeed) => (isYours(feed) ? 'your' : `${feed.name}'s`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'you' or 'Jamie Lee', for the buttons' accessible names. */
const forWhom = (feed: CalendarFeed) => (isYours(feed) ? 'you' : feed.name);

interface Confirmation {
  kind: 'replace' | 'stop';
  feed: CalendarFeed;
}

interface FocusRequest {
  key: string;
  target: 'address' | 'make';
}

interface RowProps {
  feed: CalendarFeed;
  /** The address made on this visit, shown until the page is left. */
  url: string | undefined;
  busy: boolean;
  onMake: () => void;
  onStop: () => void;
  makeButtonRef: (button: HTMLButtonElement | null) => void;
  addressRef: (input: HTMLInputElement | null) => void;
}

/** One person's subscription: its state, its buttons, and a new address once made. */
function CalendarFeedRow({ feed, url, busy, onMake, onStop, makeButtonRef, addressRef }: RowProps) {
  const makeLabel = feed.id ? 'Make a new address' : 'Make address';
  return (
    <Paper component="li" withBorder p="md" radius="md" data-row={keyOf(feed)}>
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={600}>{feed.name}</Text>
          <Text size="sm" c="dimmed">
            {feed.createdAt
              ? `Address made on ${formatLongDate(feed.createdAt)}`
              : 'No address yet'}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            ref={makeButtonRef}
            variant={feed.id ? 'default' : 'filled'}
            loading={busy}
            aria-label={`${makeLabel} for ${forWhom(feed)}`}
            onClick={onMake}
          >
            {makeLabel}
          </Button>
          {feed.id && (
            <Button
              variant="default"
              color="red"
              aria-label={`Stop address for ${forWhom(feed)}`}
              onClick={onStop}
            >
              Stop address
            </Button>
          )}
        </Group>
      </Group>
      {url && (
        <Alert
          color="yellow"
          mt="md"
          role="group"
          aria-label={`${capitalized(whose(feed))} new address`}
          title={`${capitalized(whose(feed))} new address`}
        >
          <Stack gap="xs">
            <CopyLinkField
              label="Calendar address"
              description={
                // Plain to see, and read with the field when the focus lands on it.
                <Text span size="sm" fw={600} c="var(--mantine-color-text)">
                  {SHOWN_ONCE}
                </Text>
              }
              link={url}
              noWrap
              copyLabel={`Copy ${whose(feed)} calendar address`}
              failure="Could not copy the address. Select it and copy it by hand."
              inputRef={addressRef}
            />
            <Text size="sm">{HOW_TO_SUBSCRIBE}</Text>
            <Text size="sm" fw={600}>
              {KEEP_PRIVATE}
            </Text>
          </Stack>
        </Alert>
      )}
    </Paper>
  );
}

interface ConfirmDialogProps {
  confirmation: Confirmation | null;
  working: boolean;
  onCancel: () => void;
  onConfirm: (confirmation: Confirmation) => void;
}

/** Asks before an address stops working: making a new one, or stopping it. */
function ConfirmDialog({ confirmation, working, onCancel, onConfirm }: ConfirmDialogProps) {
  // The dialog keeps its text while it fades out.
  const last = useRef<Confirmation | null>(null);
  if (confirmation) last.current = confirmation;
  const shown = confirmation ?? last.current;
  const stopping = shown?.kind === 'stop';
  const owner = shown ? whose(shown.feed) : '';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={confirmation !== null}
      onClose={onCancel}
      title={
        stopping
          ? `Stop the address of ${owner} viewings?`
          : `Make a new address for ${owner} viewings?`
      }
    >
      {shown && (
        <Stack>
          <Text>
            {stopping
              ? `${capitalized(owner)} address stops working at once: calendars subscribed to it stop updating. You can make a new address later.`
              : `${capitalized(owner)} current address stops working at once: calendars subscribed to it stop updating. Add the new address in its place.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              color={stopping ? 'red' : undefined}
              loading={working}
              onClick={() => onConfirm(shown)}
            >
              {stopping ? 'Stop address' : 'Make a new address'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * 'Calendar subscriptions': a private iCalendar address of the viewings for the manager and
 * for each leasing agent. A new address is shown once, right after it is made, with a Copy
 * button and how to subscribe; making another or stopping one ends the old one (asked first).
 */
export function CalendarFeeds() {
  const { data: feeds, isLoading: loading, refetch } = useCalendarFeeds();
  const reload = () => void refetch();
  /** The addresses made on this visit, by row: shown only here, and gone when the page is left. */
  const [made, setMade] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const addressFields = useRef(new Map<string, HTMLInputElement>());
  const makeButtons = useRef(new Map<string, HTMLButtonElement>());

  // After an action the focus goes where the result is: the new address, or the button that
  // makes one once an address is stopped (the button pressed is gone).
  useEffect(() => {
    if (!focusRequest) return;
    const targets = focusRequest.target === 'address' ? addressFields : makeButtons;
    targets.current.get(focusRequest.key)?.focus();
  }, [focusRequest]);

  const replaceRow = (key: string, change: (feed: CalendarFeed) => CalendarFeed) => {
    if (feeds) setCalendarFeeds(feeds.map((feed) => (keyOf(feed) === key ? change(feed) : feed)));
  };

  const make = async (feed: CalendarFeed) => {
    const key = keyOf(feed);
    setWorking(key);
    const result = await createCalendarFeed({ body: { leasingAgentId: feed.leasingAgentId } });
    setWorking(null);
    if (result.status === 201) {
      const { id, url } = result.body;
      setMade((current) => ({ ...current, [key]: url }));
      replaceRow(key, (row) => ({ ...row, id, createdAt: new Date().toISOString() }));
      setConfirming(null);
      setFocusRequest({ key, target: 'address' });
      return;
    }
    showApiError(result, MAKE_FAILED);
    // The agent was deleted meanwhile, elsewhere: show the list as it is now.
    if (result.status === 404) {
      setConfirming(null);
      reload();
    }
  };

  const stop = async (feed: CalendarFeed) => {
    if (!feed.id) return;
    const key = keyOf(feed);
    setWorking(key);
    const result = await revokeCalendarFeed({ params: { id: feed.id } });
    setWorking(null);
    if (result.status !== 200 && result.status !== 404) {
      showApiError(result, STOP_FAILED);
      return;
    }
    setMade(({ [key]: _stopped, ...rest }) => rest);
    replaceRow(key, ({ leasingAgentId, name }) => ({ leasingAgentId, name, createdAt: null }));
    setConfirming(null);
    setFocusRequest({ key, target: 'make' });
    // 404: stopped already (another tab): the list as it is now.
    if (result.status === 200) notifySuccess('Address stopped');
    else reload();
  };

  const ref =
    <T extends HTMLElement>(targets: { current: Map<string, T> }, key: string) =>
    (element: T | null) => {
      if (element) targets.current.set(key, element);
      else targets.current.delete(key);
    };

  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-feeds-title">
      <Title order={2} size="h3" id="calendar-feeds-title">
        Calendar subscriptions
      </Title>
      <Text size="sm" c="dimmed">
        See viewings in Google Calendar, Outlook or Apple Calendar: yours, and each leasing
        agent&apos;s. Each person&apos;s private address is shown only once, when it is made.
      </Text>
      {!feeds && <LoadState what="Calendar subscriptions" loading={loading} onRetry={reload} />}
      {feeds && (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Calendar subscriptions"
        >
          {feeds.map((feed) => {
            const key = keyOf(feed);
            return (
              <CalendarFeedRow
                key={key}
                feed={feed}
                url={made[key]}
                busy={working === key && !confirming}
                onMake={() =>
                  feed.id ? setConfirming({ kind: 'replace', feed }) : void make(feed)
                }
                onStop={() => setConfirming({ kind: 'stop', feed })}
                makeButtonRef={ref(makeButtons, key)}
                addressRef={ref(addressFields, key)}
              />
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        confirmation={confirming}
        working={confirming !== null && working === keyOf(confirming.feed)}
        onCancel={() => setConfirming(null)}
        onConfirm={(confirmation) =>
          void (confirmation.kind === 'stop' ? stop(confirmation.feed) : make(confirmation.feed))
        }
      />
    </Stack>
  );
}
