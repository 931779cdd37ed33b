import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { deleteOpenHouse, type OpenHouse } from '@porchlight/client';
import { formatInZone } from '@porchlight/domain';
import { useRef, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { LazyAddOpenHouseForm } from './lazy-add-open-house.tsx';

/** 'Sat, Mar 9, 10:00 AM – 12:00 PM CST': an open house's time at the property. */
export function openHouseTime(openHouse: OpenHouse, timeZone: string): string {
  const start = formatInZone(openHouse.startsAt, timeZone).replace(/ \S+$/, '');
  return `${start} – ${formatInZone(openHouse.endsAt, timeZone, 'clock')}`;
}

/** '3 of 10 places booked'. */
export const placesBooked = (openHouse: OpenHouse) =>
  `${openHouse.booked} of ${openHouse.capacity} ${openHouse.capacity === 1 ? 'place' : 'places'} booked`;

export interface OpenHousesPanelProps {
  propertyId: string;
  timeZone: string;
  zoneIsProperty: boolean;
  /** The open houses ahead, soonest first. */
  openHouses: OpenHouse[];
  /** False while the saved mode is not OPEN_HOUSE: prospects are not offered these yet. */
  offered: boolean;
  onChange: (openHouses: OpenHouse[]) => void;
}

/** The open-house times ahead with their places booked, Remove (asks first) and Add. */
export function OpenHousesPanel({
  propertyId,
  timeZone,
  zoneIsProperty,
  openHouses,
  offered,
  onChange,
}: OpenHousesPanelProps) {
  const [removing, setRemoving] = useState<OpenHouse | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const result = await deleteOpenHouse({ params: { propertyId, openHouseId: removing.id } });
    setBusy(false);
    if (result.status === 200 || result.status === 404) {
      // 404: already gone (removed in another tab); either way it is not ahead any more.
      notifySuccess('Open house removed');
      onChange(openHouses.filter((o) => o.id !== removing.id));
      setRemoving(null);
      // Its Remove button is gone: the focus goes to the list's heading, not the page's top.
      requestAnimationFrame(() => heading.current?.focus());
    } else showApiError(result);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="open-houses-title">
      <Title order={3} size="h5" id="open-houses-title" ref={heading} tabIndex={-1}>
        Open houses
      </Title>
      {!offered && (
        <Text size="sm" c="dimmed">
          Prospects are offered these once "Open house" is chosen and saved above.
        </Text>
      )}
      {openHouses.length === 0 ? (
        <Text size="sm">No open houses ahead yet.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {openHouses.map((openHouse) => {
            const time = openHouseTime(openHouse, timeZone);
            return (
              <Group
                component="li"
                key={openHouse.id}
                justify="space-between"
                gap="xs"
                wrap="wrap"
                py={4}
              >
                <div>
                  <Text fw={500}>{time}</Text>
                  <Text size="sm" c="dimmed">
                    {placesBooked(openHouse)}
                  </Text>
                </div>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  aria-label={`Remove the open house on ${time}`}
                  onClick={() => setRemoving(openHouse)}
                >
                  Remove
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <LazyAddOpenHouseForm
        propertyId={propertyId}
        timeZone={timeZone}
        zoneIsProperty={zoneIsProperty}
        existing={openHouses}
        onAdded={(added) =>
          onChange(
            [...openHouses, added].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
          )
        }
      />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this open house?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          {removing && (
            <Text>
              {openHouseTime(removing, timeZone)}: {placesBooked(removing)}. Prospects who booked a
              place are told it is cancelled.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
            <Button color="red" loading={busy} onClick={remove}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
