import { Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import {
  ASSISTANT_NAME,
  type ConversationMessage,
  formatDateTime,
  type MessageSegment,
  toDisplayMessages,
} from '@porchlight/domain';
import { CHANNEL_BADGES, type ChannelFields, deliveryState } from './channels.ts';

export interface ConversationMessagesProps {
  /** The conversation's messages, oldest first; undefined while loading. */
  messages: readonly (ConversationMessage & ChannelFields)[] | undefined;
  /** Who the other side is: 'Prospect' in the leads views, 'Resident' in Resident Activity. */
  userLabel: string;
  /** Shown while `messages` is undefined. */
  loadingText?: string;
}

/** Text as text, a link that opens in a new tab, or the viewing-calendar marker. */
function Segment({ segment }: { segment: MessageSegment }) {
  if (segment.kind === 'text') return <span>{segment.text}</span>;
  if (segment.kind === 'link') {
    return (
      <Anchor c="blue.8" href={segment.href} target="_blank" rel="noopener noreferrer">
        {segment.text}
      </Anchor>
    );
  }
  return (
    <Badge variant="light" size="sm" mx={4}>
      Viewing calendar
    </Badge>
  );
}

/** 'By e-mail' or 'By text' on a message that did not go through the chat. */
function ChannelBadge({ channel }: { channel: 'EMAIL' | 'SMS' }) {
  return (
    <Badge variant="outline" color="gray.7" size="xs" radius="sm" tt="none">
      {CHANNEL_BADGES[channel]}
    </Badge>
  );
}

/** Each shown message with its channel and delivery, which the display model leaves out. */
function shownMessages(messages: readonly (ConversationMessage & ChannelFields)[]) {
  return messages.flatMap((source) => {
    const [shown] = toDisplayMessages([source]);
    return shown
      ? [
          {
            ...shown,
            channel: source.channel,
            delivery: source.delivery,
            deliveryNote: source.deliveryNote,
          },
        ]
      : [];
  });
}

/**
 * A conversation as the manager reads it: the shared display model of the domain (known
 * roles only, links split out), the prospect's messages on the right, Athena's and the
 * manager's own (named, in another colour) on the left. A message written or sent by e-mail
 * or text says so, and what went to the prospect that way says how its delivery stands.
 * Links open in a new tab; no message text is ever rendered as HTML.
 */
export function ConversationMessages({
  messages,
  userLabel,
  loadingText = 'Loading messages...',
}: ConversationMessagesProps) {
  if (messages === undefined) return <Text c="gray.7">{loadingText}</Text>;
  const shown = shownMessages(messages);
  if (shown.length === 0) return <Text c="gray.7">No messages</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((message, index) => {
        const outgoing = message.direction === 'outgoing';
        const who = outgoing ? userLabel : (message.author ?? ASSISTANT_NAME);
        const delivery =
          !outgoing && message.channel && message.delivery
            ? deliveryState(message.delivery, message.channel, message.deliveryNote)
            : null;
        return (
          <Box
            component="li"
            // Messages have no id in the display model; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static, ordered list.
            key={index}
            style={{ alignSelf: outgoing ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Paper
              p="xs"
              radius="md"
              bg={outgoing ? 'blue.0' : message.author ? 'teal.0' : 'gray.0'}
              withBorder
            >
              <Group gap={6} wrap="wrap">
                <Text size="xs" fw={600} c="gray.7">
                  {message.author ? `${who} (you)` : who}
                  {message.sentTime && ` · ${formatDateTime(message.sentTime)}`}
                </Text>
                {message.channel && <ChannelBadge channel={message.channel} />}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.segments.map((segment, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments of one static text.
                  <Segment key={i} segment={segment} />
                ))}
              </Text>
              {delivery && (
                <Text size="xs" c={delivery.color} fw={delivery.color === 'red.8' ? 600 : 400}>
                  {delivery.text}
                </Text>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
