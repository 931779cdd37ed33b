import { Loader, Stack, Text, Title } from '@mantine/core';
import { listResidentConversations, type ResidentConversationItem } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActivityConversationModal } from '../features/activity/activity-conversation-modal.tsx';
import { ActivityTable } from '../features/activity/activity-table.tsx';
import { keys } from '../queries/keys.ts';
import { okBody, useLoadError } from '../queries/query.ts';
import { showApiError } from '../ui/api-error.ts';

/** /activity: residents' conversations in the manager's properties. */
export function ActivityPage() {
  const [item, setItem] = useState<ResidentConversationItem | null>(null);
  const [open, setOpen] = useState(false);
  const list = useQuery({
    queryKey: keys.residentConversations,
    queryFn: ({ signal }) => okBody(listResidentConversations(undefined, { signal })),
  });
  useLoadError(list, showApiError);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Resident Activity</Title>
        <Text c="gray.7" mt={4}>
          Your residents' calls and chats with Resident AI appear here, latest message first.
        </Text>
      </div>
      {list.isLoading ? (
        <Loader aria-label="Loading conversations" />
      ) : (
        <ActivityTable
          items={list.data ?? []}
          onView={(next) => {
            setItem(next);
            setOpen(true);
          }}
        />
      )}
      <ActivityConversationModal item={item} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
