import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { createProperty, getProperty } from '@porchlight/client';
import { DEFAULT_PROPERTY_TYPE, PROPERTY_TYPES, type PropertyType } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { propertiesChanged } from '../../queries/keys.ts';
import { openSubscriptionRequired } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { codeOptions } from '../../ui/labels.ts';
import { creationTexts } from './creation-poll.ts';
import { CreationStatus } from './creation-status.tsx';
import { importFromListing } from './listing-import.ts';
import { listingUrlError } from './listing-url.ts';
import { ListingUrlField } from './listing-url-field.tsx';
import { useCreation } from './use-creation.ts';

export const PROPERTY_FIELDS_REQUIRED =
  'Please enter both address and type, or provide a listing URL.';
export const CREATE_PROPERTY_ERROR = 'Error creating property. Please try again.';
const TEXTS = creationTexts('property');

export interface AddPropertyModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Add New Property': a listing URL to import, or an address and a type (spec section 2).
 * An import is polled until CLAIMED; either way the manager lands on the new property.
 */
export function AddPropertyModal({ opened, onClose }: AddPropertyModalProps) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [address, setAddress] = useState('');
  const [type, setType] = useState<PropertyType | null>(DEFAULT_PROPERTY_TYPE);
  const [urlError, setUrlError] = useState<string | null>(null);
  const { alert, setAlert, creating, cancel, run } = useCreation();

  const close = () => {
    cancel();
    onClose();
  };

  const done = (id: string) => {
    void propertiesChanged();
    onClose();
    navigate(`/properties/${id}`);
  };

  const importFromUrl = (listing: string, signal: AbortSignal) =>
    importFromListing({
      item: 'property',
      body: { url: listing },
      read: (id, s) => getProperty({ params: { id } }, { signal: s }),
      signal,
      onClaimed: done,
      onFailed: setAlert,
    });

  const createByHand = async (signal: AbortSignal) => {
    const created = await createProperty(
      { body: { address: address.trim(), type: type ?? DEFAULT_PROPERTY_TYPE } },
      { signal },
    );
    if (created.status === 201) return done(created.body.id);
    if (created.status === 402) return openSubscriptionRequired();
    if (created.status !== 0 || !signal.aborted) setAlert(CREATE_PROPERTY_ERROR);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const listing = url.trim();
    if (listing === '' && (address.trim() === '' || !type)) {
      setAlert(PROPERTY_FIELDS_REQUIRED);
      return;
    }
    const problem = listingUrlError(listing);
    setUrlError(problem);
    if (problem) return;
    await run((signal) => (listing !== '' ? importFromUrl(listing, signal) : createByHand(signal)));
  };

  const canSubmit = (url.trim() !== '' || address.trim() !== '') && !creating;

  return (
    <Modal opened={opened} onClose={close} title="Add New Property" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <ListingUrlField
            description="Import a property from its online listing."
            value={url}
            error={urlError}
            disabled={creating}
            onChange={setUrl}
          />
          <TextInput
            label="Address"
            autoComplete="street-address"
            value={address}
            disabled={creating}
            onChange={(event) => setAddress(event.currentTarget.value)}
          />
          <NativeSelect
            label="Type"
            data={codeOptions(PROPERTY_TYPES)}
            value={type ?? ''}
            disabled={creating}
            onChange={(event) => setType((event.currentTarget.value as PropertyType) || null)}
          />
          <CreationStatus alert={alert} creating={creating} loader={TEXTS.loader} />
          <FormFooter onCancel={close} disabled={!canSubmit} submitLabel="Add Property" />
        </Stack>
      </form>
    </Modal>
  );
}
