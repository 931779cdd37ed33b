import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { createProperty, getProperty, importListing } from '@porchlight/client';
import { DEFAULT_PROPERTY_TYPE, PROPERTY_TYPES, type PropertyType } from '@porchlight/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshNav } from '../../session/store.ts';
import { openSubscriptionRequired } from '../../shell/api-error.ts';
import { codeOptions } from '../../shell/labels.ts';
import { creationTexts, pollUntilClaimed } from './creation-poll.ts';
import { listingUrlError } from './listing-url.ts';

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
  const [alert, setAlert] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    setCreating(false);
    setAlert(null);
    onClose();
  };

  const done = (id: string) => {
    refreshNav();
    onClose();
    navigate(`/properties/${id}`);
  };

  const importFromUrl = async (listing: string, signal: AbortSignal) => {
    const started = await importListing({ body: { url: listing } }, { signal });
    if (started.status === 402) return openSubscriptionRequired();
    if (started.status !== 200 || !('propertyId' in started.body)) {
      return setAlert(TEXTS.importError);
    }
    const id = started.body.propertyId;
    const outcome = await pollUntilClaimed((s) => getProperty({ params: { id } }, { signal: s }), {
      signal,
    });
    if (outcome === 'claimed') done(id);
    else if (outcome === 'timeout') setAlert(TEXTS.timeout);
    else if (outcome === 'error') setAlert(TEXTS.pollError);
  };

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
    const controller = new AbortController();
    abort.current = controller;
    setCreating(true);
    if (listing !== '') await importFromUrl(listing, controller.signal);
    else await createByHand(controller.signal);
    if (!controller.signal.aborted) setCreating(false);
  };

  const canSubmit = (url.trim() !== '' || address.trim() !== '') && !creating;

  return (
    <Modal opened={opened} onClose={close} title="Add New Property" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Listing URL"
            description="Import a property from its online listing."
            type="url"
            placeholder="https://"
            value={url}
            error={urlError}
            disabled={creating}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Divider label="or enter it by hand" labelPosition="center" />
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
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          {creating && (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{TEXTS.loader}</Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              Add Property
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
