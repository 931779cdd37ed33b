import { Anchor, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { getProperty, getUnit, listUnitListings } from '@porchlight/client';
import { propertyTitle, unitBackLabel, unitLabel } from '@porchlight/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LazyEmbedCard } from '../features/embed/lazy-embed-card.tsx';
import { LazyPolicyEditor } from '../features/policies/lazy-policy-editor.tsx';
import { useRecordSnippetSeen } from '../features/setup/use-record-snippet-seen.ts';
import { TenantManagement } from '../features/tenants/tenant-management.tsx';
import { ChatLinkCard } from '../features/units/chat-link-card.tsx';
import { ChatbotBanner } from '../features/units/chatbot-banner.tsx';
import { DeleteUnitButton } from '../features/units/delete-unit-button.tsx';
import { UnitDetails } from '../features/units/unit-details.tsx';
import { StatusPage } from '../layout/status-page.tsx';
import { showApiError } from '../ui/api-error.ts';
import { useResource } from '../ui/use-resource.ts';

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
  const [missing, setMissing] = useState(false);
  const unit = useResource(`unit:${unitId}`, async (signal) => {
    const result = await getUnit({ params: { id: unitId } }, { signal });
    if (result.status === 200) return result.body;
    if (result.status === 404 || result.status === 400) setMissing(true);
    else if (!signal.aborted) showApiError(result);
    return undefined;
  });
  const property = useResource(`property:${propertyId}`, async (signal) => {
    const result = await getProperty({ params: { id: propertyId } }, { signal });
    return result.status === 200 ? result.body : undefined;
  });
  const listings = useResource(`listings:${unitId}`, async (signal) => {
    const result = await listUnitListings({ params: { id: unitId } }, { signal });
    return result.status === 200 ? result.body : undefined;
  });
  // The set-up step 'Add the chat to your website' is done once the snippet has been seen.
  useRecordSnippetSeen('embed-title', unit.data !== undefined);

  if (missing) {
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
      <ChatbotBanner unit={current} onSaved={unit.setData} />
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
                unit.setData(saved);
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
