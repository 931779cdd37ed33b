import { Paper, Stack, Title } from '@mantine/core';
import { getShowings, type Property, type Showings } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { keys } from '../../queries/keys.ts';
import { okBody, queryClient, useLoadError, warnLoadError } from '../../queries/query.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { useLeasingAgents } from '../agents/use-leasing-agents.ts';
import { ShowingsForm } from './showings-section-form.tsx';
import { OpenHousesPanel } from './showings-section-open-houses.tsx';

export interface ShowingsSectionProps {
  property: Property;
}

/**
 * "Showings" on the property page: how its viewings happen (an agent, self-guided, open
 * house), who a booking goes to, and its open-house times. The open houses show while
 * "Open house" is chosen, or while any are ahead (so they can still be removed).
 */
export function ShowingsSection({ property }: ShowingsSectionProps) {
  const key = keys.showings(property.id);
  const showings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      okBody(getShowings({ params: { propertyId: property.id } }, { signal })),
  });
  useLoadError(showings, warnLoadError('showings'));
  const replace = (next: Showings) => queryClient.setQueryData(key, next);
  const agents = useLeasingAgents();
  // The mode chosen in the form, before it is saved: it decides whether open houses show.
  const [chosenMode, setChosenMode] = useState<Showings['showingMode'] | null>(null);
  const current = showings.data;

  let body: ReactNode;
  if (current) {
    const mode = chosenMode ?? current.showingMode;
    body = (
      <Stack gap="xl">
        <ShowingsForm
          property={property}
          showings={current}
          agents={agents.data ?? []}
          mode={mode}
          onModeChange={setChosenMode}
          onSaved={(saved) => {
            replace(saved);
            setChosenMode(null);
          }}
        />
        {(mode === 'OPEN_HOUSE' || current.openHouses.length > 0) && (
          <OpenHousesPanel
            propertyId={property.id}
            timeZone={current.timeZone}
            zoneIsProperty={Boolean(property.timeZone)}
            openHouses={current.openHouses}
            offered={current.showingMode === 'OPEN_HOUSE'}
            onChange={(openHouses) => replace({ ...current, openHouses })}
          />
        )}
      </Stack>
    );
  } else {
    body = (
      <LoadState
        what="Showing settings"
        loading={showings.isLoading}
        onRetry={() => void showings.refetch()}
      />
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="showings-title">
      <Title order={2} size="h4" id="showings-title" mb="md">
        Showings
      </Title>
      {body}
    </Paper>
  );
}
