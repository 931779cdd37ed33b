import { Anchor, Button, Collapse, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Property } from '@porchlight/client';
import { propertyFullTitle, propertyTitle } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LazyEmbedCard } from '../features/embed/lazy-embed-card.tsx';
import { LazyPolicyEditor } from '../features/policies/lazy-policy-editor.tsx';
import { DeletePropertyButton } from '../features/properties/delete-property-button.tsx';
import { DivisionsSection } from '../features/properties/divisions-section.tsx';
import { type EditMode, toggleEditMode } from '../features/properties/edit-mode.ts';
import { FactsSection } from '../features/properties/facts-section.tsx';
import { propertyQuery } from '../features/properties/properties-query.ts';
import { PropertyFieldsSection } from '../features/properties/property-fields-section.tsx';
import { PropertyViewingHours } from '../features/properties/property-viewing-hours.tsx';
import { useRecordSnippetSeen } from '../features/setup/use-record-snippet-seen.ts';
import { useScrollToHash } from '../features/setup/use-scroll-to-hash.ts';
import { UnitsSection } from '../features/units/units-section.tsx';
import { StatusPage } from '../layout/status-page.tsx';
import { isMissing, queryClient, reportUnlessMissing, useLoadError } from '../queries/query.ts';
import { FullTextTitle } from '../ui/full-text-title.tsx';

// The dialogs are fetched when first opened, keeping them out of the page's first load.
const PetSettingsModal = lazy(() =>
  import('../features/properties/pet-settings-modal.tsx').then((module) => ({
    default: module.PetSettingsModal,
  })),
);
// Below the fold: the text-message and e-mail settings load after the page itself.
const ChannelsSection = lazy(() =>
  import('../features/properties/channels-section.tsx').then((module) => ({
    default: module.ChannelsSection,
  })),
);
const LeasingSettingsSection = lazy(() =>
  import('../features/properties/leasing-settings-section.tsx').then((module) => ({
    default: module.LeasingSettingsSection,
  })),
);
const ShowingsSection = lazy(() =>
  import('../features/properties/showings-section.tsx').then((module) => ({
    default: module.ShowingsSection,
  })),
);
const UploadLeaseModal = lazy(() =>
  import('../features/properties/upload-lease-modal.tsx').then((module) => ({
    default: module.UploadLeaseModal,
  })),
);

/**
 * The page heading: the name, else the address cut at a word with an ellipsis; a cut
 * heading shows the whole address in a tooltip and is named by it for assistive technology.
 */
export function PropertyHeading({
  property,
}: {
  property: { name?: string | null; address?: string | null };
}) {
  const title = propertyTitle(property);
  const full = propertyFullTitle(property);
  const cut = title !== full;
  const heading = (
    <Title
      order={1}
      mt={4}
      aria-label={cut ? full : undefined}
      // A long name without spaces wraps instead of widening the page.
      style={{ overflowWrap: 'anywhere' }}
    >
      {title}
    </Title>
  );
  if (!cut) return heading;
  return <FullTextTitle label={full}>{heading}</FullTextTitle>;
}

/**
 * /properties/{id}: details, divisions, units, property profile, leasing settings, showings,
 * text messages and e-mail, facts, the embed code, delete.
 */
export function PropertyPage() {
  const { propertyId = '' } = useParams();
  // A new id is a new page: no state carries over from the previous property.
  return <PropertyView key={propertyId} propertyId={propertyId} />;
}

function PropertyView({ propertyId }: { propertyId: string }) {
  const [mode, setMode] = useState<EditMode>('none');
  // The set-up checklist's policies step links to '#property-profile': it opens there.
  const [profileOpen, profile] = useDisclosure(useLocation().hash === '#property-profile');
  const [petsOpen, pets] = useDisclosure(false);
  const [leaseOpen, lease] = useDisclosure(false);
  const query = propertyQuery(propertyId);
  const property = useQuery(query);
  useLoadError(property, reportUnlessMissing);
  const setProperty = (saved: Property) => queryClient.setQueryData(query.queryKey, saved);
  useScrollToHash(property.data !== undefined);
  useRecordSnippetSeen('embed-title', property.data !== undefined);

  if (isMissing(property.error)) {
    return <StatusPage status={404} title="Property not found" text="It may have been deleted." />;
  }
  if (!property.data) return <Loader aria-label="Loading property" />;
  const current = property.data;
  const toggle = (chosen: 'address' | 'leasing') => setMode((m) => toggleEditMode(m, chosen));

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/properties" size="sm">
          ← Properties
        </Anchor>
        <PropertyHeading property={current} />
      </div>
      <PropertyFieldsSection
        key={`fields:${current.updatedAt}`}
        property={current}
        editing={mode === 'address'}
        onToggle={() => toggle('address')}
        onSaved={setProperty}
      />
      <DivisionsSection propertyId={current.id} />
      <UnitsSection propertyId={current.id} />
      <Paper withBorder p="lg" radius="md" component="section">
        <Group justify="space-between">
          <Title order={2} size="h4" id="property-profile">
            Property Profile
          </Title>
          <Button
            variant="light"
            size="xs"
            onClick={profile.toggle}
            aria-expanded={profileOpen}
            aria-controls="property-profile-body"
          >
            {profileOpen ? 'Hide' : 'Show'}
          </Button>
        </Group>
        <Collapse expanded={profileOpen} id="property-profile-body">
          {profileOpen && (
            <Stack mt="md">
              <LazyPolicyEditor owner={{ type: 'property', id: current.id }} />
            </Stack>
          )}
        </Collapse>
      </Paper>
      <PropertyViewingHours property={current} onSaved={setProperty} />
      <Suspense fallback={null}>
        <LeasingSettingsSection
          property={current}
          editing={mode === 'leasing'}
          onToggle={() => toggle('leasing')}
          onSaved={setProperty}
          actions={
            <>
              <Button variant="default" size="xs" onClick={pets.open}>
                Pet Settings
              </Button>
              <Button variant="default" size="xs" onClick={lease.open}>
                Upload a Lease
              </Button>
            </>
          }
        />
      </Suspense>
      <Suspense fallback={null}>
        <ShowingsSection property={current} />
      </Suspense>
      <Suspense fallback={null}>
        <ChannelsSection property={current} onSaved={setProperty} />
      </Suspense>
      <FactsSection propertyId={current.id} />
      <LazyEmbedCard propertyId={current.id} unitId={null} />
      <Group justify="flex-end">
        <DeletePropertyButton propertyId={current.id} />
      </Group>
      <Suspense fallback={null}>
        {petsOpen && (
          <PetSettingsModal property={current} opened onClose={pets.close} onSaved={setProperty} />
        )}
        {leaseOpen && <UploadLeaseModal propertyId={current.id} opened onClose={lease.close} />}
      </Suspense>
    </Stack>
  );
}
