import { Anchor, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { getUnit, listUnitListings, type Unit } from '@porchlight/client';
import { propertyTitle, unitBackLabel, unitLabel } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LazyEmbedCard } from '../features/embed/lazy-embed-card.tsx';
import { LazyPolicyEditor } from '../features/policies/lazy-policy-editor.tsx';
import { propertyQuery } from '../features/properties/properties-query.ts';
import { useRecordSnippetSeen } from '../features/setup/use-record-snippet-seen.ts';
import { TenantManagement } from '../features/tenants/tenant-management.tsx';
import { ChatLinkCard } from '../features/units/chat-link-card.tsx';
import { ChatbotBanner } from '../features/units/chatbot-banner.tsx';
import { DeleteUnitButton } from '../features/units/delete-unit-button.tsx';
import { UnitDetails } from '../features/units/unit-details.tsx';
import { StatusPage } from '../layout/status-page.tsx';
import { keys } from '../queries/keys.ts';
import {
  isMissing,
  okBody,
  queryClient,
  reportUnlessMissing,
  useLoadError,
} from '../queries/query.ts';

// Fetched when Edit unit is pressed: its number fields are not part of the page's first load.
const UnitEditForm = lazy(() =>
  import('../features/units/unit-edit-form.tsx').then((module) => ({
    default: module.UnitEditForm,
  })),
);

/** /properties/{id}/units/{unitId}: the unit, its chat link, tenants, policies, delete. */
export function UnitPage() {
  const { propertyId = '', unitId = '' } = useParams();
  return <UnitView key={unitId} propertyId={propertyId} unitId={unitId} />;
}

function UnitView({ propertyId, unitId }: { propertyId: string; unitId: string }) {
  const [editing, setEditing] = useState(false);
  const unit = useQuery({
    queryKey: keys.unit(unitId),
    queryFn: ({ signal }) => okBody(getUnit({ params: { id: unitId } }, { signal })),
  });
  useLoadError(unit, reportUnlessMissing);
  const setUnit = (saved: Unit) => queryClient.setQueryData(keys.unit(unitId), saved);
  const property = useQuery(propertyQuery(propertyId));
  const listings = useQuery({
    queryKey: keys.listings(unitId),
    queryFn: ({ signal }) => okBody(listUnitListings({ params: { id: unitId } }, { signal })),
  });
  // The set-up step 'Add the chat to your website' is done once the snippet has been seen.
  useRecordSnippetSeen('embed-title', unit.data !== undefined);

  if (isMissing(unit.error)) {
    return <StatusPage status={404} title="Unit not found" text="It may have been deleted." />;
  }
  if (!unit.data) return <Loader aria-label="Loading unit" />;
  const current = unit.data;
  const back = unitBackLabel(property.data ? propertyTitle(property.data) : 'Property');

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={`/properties/${propertyId}`} size="sm">
          ← {back}
        </Anchor>
        <Title order={1} mt={4}>
          {unitLabel(current)}
        </Title>
      </div>
      <ChatbotBanner unit={current} onSaved={setUnit} />
      <ChatLinkCard propertyId={propertyId} unitId={current.id} />
      <LazyEmbedCard propertyId={propertyId} unitId={current.id} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="unit-title">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4" id="unit-title">
            Unit details
          </Title>
          {!editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              Edit unit
            </Button>
          )}
        </Group>
        {editing ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the unit form" />}>
            <UnitEditForm
              unit={current}
              onCancel={() => setEditing(false)}
              onSaved={(saved) => {
                setUnit(saved);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : (
          <UnitDetails unit={current} listingUrl={listings.data?.[0]?.url} />
        )}
      </Paper>
      <TenantManagement propertyId={propertyId} unitId={current.id} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="unit-policies">
        <Title order={2} size="h4" id="unit-policies" mb="md">
          Unit policies
        </Title>
        <LazyPolicyEditor owner={{ type: 'unit', id: current.id }} />
      </Paper>
      <Group justify="flex-end">
        <DeleteUnitButton propertyId={propertyId} unitId={current.id} />
      </Group>
    </Stack>
  );
}
