import { Accordion, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  getLeadConversation,
  type LeadConversation,
  sendLeadMessage,
  setLeadAssistant,
} from '@porchlight/client';
import { ASSISTANT_NAME, formatDateTime } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { useEtagPoll } from '../../ui/use-etag-poll.ts';
import { type ProspectContact, replyChannel, replyTargetText } from '../conversations/channels.ts';
import { ConversationMessages } from '../conversations/conversation-messages.tsx';

/** How often an open chat looks for new messages (an unchanged one answers 304). */
const POLL_MS = 2000;

/** The lead's chat, kept fresh while shown: every thread, and whether Athena is paused. */
function useLeadConversation(leadId: string) {
  const poll = useEtagPoll<LeadConversation>(
    `lead-conversation:${leadId}`,
    (options) => getLeadConversation({ params: { id: leadId } }, options),
    POLL_MS,
  );
  return { conversation: poll.data, refresh: poll.refresh };
}

export interface LeadChatProps {
  leadId: string;
  /** The prospect's name as the manager calls them. */
  prospectName: string;
  /** Their e-mail and phone, to say where a reply by e-mail or text goes. */
  contact?: ProspectContact;
}

/**
 * A lead's chat as the manager works it: Athena's and the prospect's messages live, earlier
 * threads (before a reset) kept above, and the manager's own voice: writing takes over from
 * Athena, and she answers again once handed back. The reply goes out where the prospect
 * last wrote from (the chat, e-mail or text message), and the composer says which.
 */
export function LeadChat({ leadId, prospectName, contact }: LeadChatProps) {
  const { conversation, refresh } = useLeadConversation(leadId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [switching, setSwitching] = useState(false);

  if (conversation === undefined) return <Text c="gray.7">Loading messages...</Text>;
  if (conversation === null || conversation.threads.length === 0) {
    return <Text c="gray.7">No messages</Text>;
  }
  const current = conversation.threads.find((t) => t.id === conversation.currentThreadId);
  const earlier = conversation.threads.filter((t) => t.id !== conversation.currentThreadId);
  const paused = conversation.assistantPaused;
  const target = replyTargetText(replyChannel(current?.messages ?? []), contact);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message) {
      setError('Write a message first.');
      return;
    }
    setSending(true);
    const result = await sendLeadMessage({ params: { id: leadId }, body: { message } });
    setSending(false);
    if (result.status === 200) {
      setDraft('');
      setError(null);
      refresh();
    } else showApiError(result);
  };

  const toggle = async () => {
    setSwitching(true);
    const result = await setLeadAssistant({ params: { id: leadId }, body: { paused: !paused } });
    setSwitching(false);
    if (result.status === 200) refresh();
    else showApiError(result);
  };

  return (
    <Stack gap="md">
      {earlier.length > 0 && (
        <Accordion variant="separated">
          {earlier.map((thread) => (
            <Accordion.Item key={thread.id} value={thread.id}>
              <Accordion.Control>
                Earlier conversation, started {formatDateTime(thread.startedAt)}
              </Accordion.Control>
              <Accordion.Panel>
                <ConversationMessages messages={thread.messages} userLabel={prospectName} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <ConversationMessages messages={current?.messages ?? []} userLabel={prospectName} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        {paused ? (
          <Badge color="orange" variant="light">
            You have taken over: {ASSISTANT_NAME} is paused
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {ASSISTANT_NAME} is answering
          </Badge>
        )}
        <Button variant="default" size="xs" loading={switching} onClick={toggle}>
          {paused ? `Hand back to ${ASSISTANT_NAME}` : `Pause ${ASSISTANT_NAME}`}
        </Button>
      </Group>
      <form onSubmit={send} noValidate>
        <Stack gap="xs">
          <Textarea
            label={`Write to ${prospectName} as yourself`}
            description={
              <>
                <Text component="span" size="sm" fw={600} c="dark.6" display="block">
                  {target}
                </Text>
                {`They see your name on it. Sending pauses ${ASSISTANT_NAME} for this conversation until you hand it back.`}
              </>
            }
            autosize
            minRows={2}
            maxRows={8}
            maxLength={4000}
            value={draft}
            error={error}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <FormFooter submitLabel="Send" loading={sending} />
        </Stack>
      </form>
    </Stack>
  );
}
