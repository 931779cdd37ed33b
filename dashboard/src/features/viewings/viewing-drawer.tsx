import { Button, Drawer, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { cancelViewing, type LeasingAgent, type Viewing } from '@porchlight/client';
import { useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { DetailField } from '../../ui/detail-field.tsx';
import { formatPrice } from '../../ui/labels.ts';
import { LazyBookViewingForm } from './lazy-book-viewing-form.tsx';
import { MarkOutcome } from './mark-outcome.tsx';
import { ShownBySelect } from './shown-by-select.tsx';
import { hasStarted, ViewingStatusBadge } from './viewing-status.tsx';
import { viewingTime } from './viewing-time.ts';

const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

export interface ViewingDrawerProps {
  viewing: Viewing | null;
  onClose: () => void;
  /** After a move, a marking or a new agent (the viewing now), or a cancellation (null). */
  onChanged: (id: string, viewing: Viewing | null) => void;
  /** The leasing agents one may give it to. */
  agents?: readonly LeasingAgent[];
}

/**
 * One viewing: who is coming and what they answered, who shows it, with Reschedule and
 * Cancel, and Mark shown / No-show once it has started.
 */
export function ViewingDrawer({ viewing, onClose, onChanged, agents = [] }: ViewingDrawerProps) {
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    if (!viewing) return;
    setCancelling(true);
    const result = await cancelViewing({ params: { id: viewing.id } });
    setCancelling(false);
    if (result.status === 200) {
      notifySuccess('Viewing cancelled; the prospect was told');
      setConfirming(false);
      onChanged(viewing.id, null);
    } else showApiError(result);
  };

  const lead = viewing?.lead;
  return (
    <Drawer
      opened={viewing !== null}
      onClose={() => {
        setMoving(false);
        onClose();
      }}
      position="right"
      title={lead ? (lead.name ?? lead.email) : 'Viewing'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {viewing && lead && (
        <Stack gap="md">
          <Group gap="xs" justify="space-between">
            <Text fw={600}>{viewingTime(viewing)}</Text>
            <ViewingStatusBadge viewing={viewing} />
          </Group>
          <Text size="sm">
            {viewing.property.address}
            {viewing.unit ? `, ${viewing.unit.label}` : ''}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <DetailField label="E-mail">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lead.email}
              </Text>
            </DetailField>
            <DetailField label="Phone">
              <Text size="sm">{lead.phone ?? '—'}</Text>
            </DetailField>
            <DetailField label="Move-in date">
              <Text size="sm">{lead.moveInDate ?? '—'}</Text>
            </DetailField>
            <DetailField label="Monthly income">
              <Text size="sm">{formatPrice(lead.monthlyIncome)}</Text>
            </DetailField>
            <DetailField label="Household size">
              <Text size="sm">{lead.totalResidents ?? '—'}</Text>
            </DetailField>
            <DetailField label="Pets">
              <Text size="sm">{yesNo(lead.pets)}</Text>
            </DetailField>
            <DetailField label="Smoking">
              <Text size="sm">{yesNo(lead.smoking)}</Text>
            </DetailField>
          </SimpleGrid>
          <ShownBySelect
            viewing={viewing}
            agents={agents}
            onChanged={(next) => onChanged(viewing.id, next)}
          />
          {hasStarted(viewing) && (
            <MarkOutcome viewing={viewing} onMarked={(next) => onChanged(viewing.id, next)} />
          )}
          {moving ? (
            <LazyBookViewingForm
              leadId={lead.id}
              timeZone={viewing.timeZone}
              current={viewing.startsAt}
              submitLabel="Move the viewing"
              onBooked={(moved) => {
                setMoving(false);
                onChanged(viewing.id, moved);
              }}
              onCancel={() => setMoving(false)}
            />
          ) : (
            <Group gap="xs">
              <Button size="xs" onClick={() => setMoving(true)}>
                Reschedule
              </Button>
              <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
                Cancel viewing
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel this viewing?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>
            The prospect is told in their chat and by e-mail, and the viewing leaves their calendar.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={cancelling} onClick={cancel}>
              Cancel viewing
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
