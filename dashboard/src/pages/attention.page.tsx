import { Loader, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type AttentionItem, listAttention } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AttentionCard } from '../features/attention/attention-card.tsx';
import { prospectLabel } from '../features/conversations/channels.ts';
import { LazyLeadChat } from '../features/leads/lazy-lead-chat.tsx';
import { keys } from '../queries/keys.ts';
import { invalidate, okBody, queryClient, useLoadError } from '../queries/query.ts';
import { refreshNav } from '../session/store.ts';
import { showApiError } from '../ui/api-error.ts';

type Status = 'OPEN' | 'DONE';

/**
 * /attention: what waits for the manager (new leads, questions Athena could not answer,
 * accommodation, call, viewing and maintenance requests, failures), each with what to do
 * about it; open emergencies come first (the server's order).
 */
export function AttentionPage() {
  const [status, setStatus] = useState<Status>('OPEN');
  const [chat, setChat] = useState<AttentionItem | null>(null);
  const list = useQuery({
    queryKey: keys.attention(status),
    queryFn: ({ signal }) => okBody(listAttention({ query: { status } }, { signal })),
  });
  useLoadError(list, showApiError);

  const changed = (item: AttentionItem) => {
    if (list.data) {
      const items = list.data.items.filter((other) => other.id !== item.id);
      queryClient.setQueryData(keys.attention(status), {
        items,
        openCount: Math.max(0, list.data.openCount - 1),
      });
    }
    // The item moved to the other tab: read again when that tab is next shown.
    void invalidate(keys.attention(status === 'OPEN' ? 'DONE' : 'OPEN'));
    refreshNav(); // the sidebar's count
  };

  const items = list.data?.items ?? [];
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Needs attention</Title>
      <SegmentedControl
        aria-label="Show"
        value={status}
        onChange={(value) => setStatus(value === 'DONE' ? 'DONE' : 'OPEN')}
        data={[
          { value: 'OPEN', label: `Open${list.data ? ` (${list.data.openCount})` : ''}` },
          { value: 'DONE', label: 'Done' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isLoading ? (
        <Loader aria-label="Loading" />
      ) : items.length === 0 ? (
        <Text c="gray.7">
          {status === 'OPEN'
            ? 'Nothing needs you right now. New leads, questions Athena could not answer and requests from prospects and residents show up here.'
            : 'Nothing done yet.'}
        </Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={status === 'OPEN' ? 'Open' : 'Done'}>
          {items.map((item) => (
            <AttentionCard key={item.id} item={item} onOpenChat={setChat} onChanged={changed} />
          ))}
        </Stack>
      )}
      <Modal
        opened={chat !== null}
        onClose={() => setChat(null)}
        title={chat?.lead ? `Conversation with ${prospectLabel(chat.lead)}` : 'Conversation'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {chat?.lead && (
          <LazyLeadChat
            leadId={chat.lead.id}
            prospectName={prospectLabel(chat.lead)}
            contact={chat.lead}
          />
        )}
      </Modal>
    </Stack>
  );
}
