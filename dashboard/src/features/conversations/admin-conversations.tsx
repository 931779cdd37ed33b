import { Grid, Loader, Stack, TextInput } from '@mantine/core';
import { type AdminTenantInterest, adminListTenantInterests } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError, statusOf } from '../../ui/api-error.ts';
import { AdminConversationModal } from './admin-conversation-modal.tsx';
import { InterestDetails } from './interest-details.tsx';
import { filterInterests } from './interest-filter.ts';
import { InterestsTable } from './interests-table.tsx';

/** Where a manager who is not the admin is sent. */
export const NOT_ADMIN_REDIRECT = '/properties';

/**
 * The admin's Conversations: every tenant interest (newest update first) filtered by
 * 'Search by Property ID', the selected interest's details, and its conversation.
 * A 403 (the server does not count this account as admin) redirects like a non-admin.
 */
export function AdminConversations() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminTenantInterest | null>(null);
  const [viewing, setViewing] = useState(false);
  const interests = useQuery({
    queryKey: keys.adminInterests,
    queryFn: ({ signal }) => okBody(adminListTenantInterests(undefined, { signal })),
  });
  const forbidden = statusOf(interests.error) === 403;
  useLoadError(interests, (error) => {
    if (statusOf(error) !== 403) showApiError(error);
  });
  const shown = useMemo(
    () => filterInterests(interests.data ?? [], search),
    [interests.data, search],
  );

  if (forbidden) return <Navigate to={NOT_ADMIN_REDIRECT} replace />;
  return (
    <Stack gap="md">
      <TextInput
        label="Search by Property ID"
        placeholder="Search by Property ID"
        description="Also finds a property's address or a prospect's name or e-mail."
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {interests.isLoading ? (
            <Loader aria-label="Loading tenant property interests" />
          ) : (
            <InterestsTable
              interests={shown}
              selectedId={selected?.id ?? null}
              onSelect={setSelected}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <InterestDetails interest={selected} onViewConversation={() => setViewing(true)} />
        </Grid.Col>
      </Grid>
      <AdminConversationModal
        interest={selected}
        opened={viewing}
        onClose={() => setViewing(false)}
      />
    </Stack>
  );
}
