import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type AttentionItem, resolveAttention } from '@porchlight/client';
import { formatDateTime, formatPhone } from '@porchlight/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showApiError } from '../../ui/api-error.ts';
import { prospectLabel, shownEmail } from '../conversations/channels.ts';
import { LazyBookViewingForm } from '../viewings/lazy-book-viewing-form.tsx';
import { AnswerForm } from './answer-form.tsx';

/** Each kind's name and colour on its card. */
export const KIND_LABELS: Record<AttentionItem['kind'], { label: string; color: string }> = {
  NEW_LEAD: { label: 'New lead', color: 'blue' },
  UNANSWERED_QUESTION: { label: 'Question for you', color: 'grape' },
  ACCOMMODATION_REQUEST: { label: 'Accommodation request', color: 'red' },
  VIEWING_REQUEST: { label: 'Viewing request', color: 'teal' },
  CALL_REQUEST: { label: 'Call request', color: 'orange' },
  FAILED_IMPORT: { label: 'Import failed', color: 'gray' },
  FAILED_DELIVERY: { label: 'Webhook failing', color: 'gray' },
  REPLY_HELD_BACK: { label: 'Reply held back', color: 'yellow' },
  MAINTENANCE_REQUEST: { label: 'Maintenance request', color: 'cyan' },
};

/** An emergency (a leak, gas, fire, no heat, a lock-out) is the one thing to do first. */
export const EMERGENCY_LABEL = 'Emergency';

const OUTCOME_LABELS: Record<NonNullable<AttentionItem['outcome']>, string> = {
  DONE: 'Done',
  ANSWERED: 'Answered',
  BOOKED: 'Viewing booked',
  CALLED_BACK: 'Called back',
  NO_ANSWER: 'No answer',
};

export interface AttentionCardProps {
  item: AttentionItem;
  /** Opens the lead's chat, where the manager can write as themselves. */
  onOpenChat: (item: AttentionItem) => void;
  onChanged: (item: AttentionItem) => void;
}

/** One thing that waits for the manager, with what they can do about it. */
export function AttentionCard({ item, onOpenChat, onChanged }: AttentionCardProps) {
  const [answering, setAnswering] = useState(false);
  const [booking, setBooking] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const kind = KIND_LABELS[item.kind];
  const open = item.status === 'OPEN';
  const emergency = item.urgency === 'EMERGENCY';

  const resolve = async (outcome: 'DONE' | 'CALLED_BACK' | 'NO_ANSWER') => {
    setWorking(outcome);
    const result = await resolveAttention({ params: { id: item.id }, body: { outcome } });
    setWorking(null);
    if (result.status === 200) onChanged(result.body);
    else showApiError(result);
  };

  // The prospect or resident: the name first, then how to reach them.
  const who = item.lead ?? item.resident;
  const person = who
    ? [who.name, shownEmail(who.email), who.phone && formatPhone(who.phone)]
        .filter(Boolean)
        .join(' · ')
    : null;
  const place = item.property
    ? `${item.property.address}${item.unit ? `, ${item.unit.label}` : ''}`
    : null;

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={`${emergency ? `${EMERGENCY_LABEL}: ` : ''}${kind.label}: ${item.text}`}
      style={
        emergency && open
          ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            {emergency && (
              <Badge color="red.8" variant="filled">
                {EMERGENCY_LABEL}
              </Badge>
            )}
            <Badge color={kind.color} variant="light">
              {kind.label}
            </Badge>
            {item.outcome && (
              <Badge color="gray" variant="outline">
                {OUTCOME_LABELS[item.outcome]}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.kind === 'NEW_LEAD'
            ? `${item.lead ? prospectLabel(item.lead) : 'A prospect'} started a chat.`
            : item.text}
        </Text>
        {(person || place) && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {[person, place].filter(Boolean).join(' — ')}
          </Text>
        )}
        {open && answering && (
          <AnswerForm
            item={item}
            onAnswered={(answered) => {
              setAnswering(false);
              onChanged(answered);
            }}
            onCancel={() => setAnswering(false)}
          />
        )}
        {open && booking && item.lead && item.property && (
          <LazyBookViewingForm
            leadId={item.lead.id}
            timeZone={item.property.timeZone}
            submitLabel="Book this time"
            onBooked={() => {
              setBooking(false);
              onChanged({ ...item, status: 'DONE', outcome: 'BOOKED' });
            }}
            onCancel={() => setBooking(false)}
          />
        )}
        {open && !answering && !booking && (
          <Group gap="xs" wrap="wrap">
            {item.kind === 'UNANSWERED_QUESTION' && (
              <Button size="xs" onClick={() => setAnswering(true)}>
                Answer
              </Button>
            )}
            {item.kind === 'VIEWING_REQUEST' && item.lead && item.property && (
              <Button size="xs" onClick={() => setBooking(true)}>
                Book a time
              </Button>
            )}
            {item.kind === 'CALL_REQUEST' ? (
              <>
                <Button
                  size="xs"
                  loading={working === 'CALLED_BACK'}
                  onClick={() => resolve('CALLED_BACK')}
                >
                  Called back
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={working === 'NO_ANSWER'}
                  onClick={() => resolve('NO_ANSWER')}
                >
                  No answer
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="default"
                loading={working === 'DONE'}
                onClick={() => resolve('DONE')}
              >
                Mark done
              </Button>
            )}
            {item.lead && (
              <Button size="xs" variant="subtle" onClick={() => onOpenChat(item)}>
                Open conversation
              </Button>
            )}
            {!item.lead && item.resident && (
              <Button size="xs" variant="subtle" component={Link} to="/activity">
                Resident Activity
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
