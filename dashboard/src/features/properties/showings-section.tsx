import { Paper, Stack, Title } from '@mantine/core';
import { getShowings, type Property, type Showings } from '@porchlight/client';
import { type ReactNode, useState } from 'react';
import { LoadState } from '../../ui/load-state.tsx';
import { useResource } from '../../ui/use-resource.ts';
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
  const showings = useResource<Showings>(`showings:${property.id}`, async (signal) => {
    const result = await getShowings({ params: { propertyId: property.id } }, { signal });
    if (result.status === 200) return result.body;
    if (!signal.aborted) console.warn('[porchlight] showings not loaded', result.status);
    return undefined;
  });
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
            showings.setData(saved);
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
            onChange={(openHouses) => showings.setData({ ...current, openHouses })}
          />
        )}
      </Stack>
    );
  } else {
    body = (
      <LoadState what="Showing settings" loading={showings.loading} onRetry={showings.reload} />
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
