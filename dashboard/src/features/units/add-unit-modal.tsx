import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { createUnit, getUnit, importListing } from '@porchlight/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshNav } from '../../session/store.ts';
import { openSubscriptionRequired } from '../../shell/api-error.ts';
import { creationTexts, pollUntilClaimed } from '../properties/creation-poll.ts';
import { listingUrlError } from '../properties/listing-url.ts';
import { UnitFields } from './unit-fields.tsx';
import {
  newUnitValues,
  toCreateUnit,
  type UnitFormErrors,
  type UnitFormValues,
  validateUnit,
} from './unit-form-values.ts';

export const UNIT_FIELDS_REQUIRED =
  'Please enter both unit number and type, or provide a listing URL.';
export const CREATE_UNIT_ERROR = 'Error creating new unit. Please try again.';
const TEXTS = creationTexts('unit');

export interface AddUnitModalProps {
  propertyId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Add New Unit': a listing URL, or the unit's fields by hand (spec section 2). */
export function AddUnitModal({ propertyId, opened, onClose }: AddUnitModalProps) {
  const navigate = useNavigate();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [values, setValues] = useState<UnitFormValues>(newUnitValues);
  const [errors, setErrors] = useState<UnitFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    setUrl('');
    setUrlError(null);
    setValues(newUnitValues());
    setErrors({});
    setAlert(null);
    setCreating(false);
  };
  const close = () => {
    abort.current?.abort();
    reset();
    onClose();
  };
  const done = (unitId: string) => {
    refreshNav();
    reset();
    onClose();
    navigate(`/properties/${propertyId}/units/${unitId}`);
  };

  const importFromUrl = async (listing: string, signal: AbortSignal) => {
    const started = await importListing({ body: { url: listing, propertyId } }, { signal });
    if (started.status === 402) return openSubscriptionRequired();
    if (started.status !== 200 || !('unitId' in started.body)) return setAlert(TEXTS.importError);
    const id = started.body.unitId;
    const outcome = await pollUntilClaimed((s) => getUnit({ params: { id } }, { signal: s }), {
      signal,
    });
    if (outcome === 'claimed') done(id);
    else if (outcome === 'timeout') setAlert(TEXTS.timeout);
    else if (outcome === 'error') setAlert(TEXTS.pollError);
  };

  const createByHand = async (signal: AbortSignal) => {
    const created = await createUnit({ body: toCreateUnit(propertyId, values) }, { signal });
    if (created.status === 201) return done(created.body.id);
    if (created.status === 402) return openSubscriptionRequired();
    if (!signal.aborted) setAlert(CREATE_UNIT_ERROR);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const listing = url.trim();
    if (listing === '' && (values.unitNumber.trim() === '' || !values.type)) {
      setAlert(UNIT_FIELDS_REQUIRED);
      return;
    }
    const problem = listingUrlError(listing);
    setUrlError(problem);
    const fieldErrors = listing === '' ? validateUnit(values) : {};
    setErrors(fieldErrors);
    if (problem || Object.keys(fieldErrors).length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setCreating(true);
    if (listing !== '') await importFromUrl(listing, controller.signal);
    else await createByHand(controller.signal);
    if (!controller.signal.aborted) setCreating(false);
  };

  const change = <K extends keyof UnitFormValues>(field: K, value: UnitFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <Modal opened={opened} onClose={close} title="Add New Unit" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Listing URL"
            description="Import the unit from its online listing."
            type="url"
            placeholder="https://"
            value={url}
            error={urlError}
            disabled={creating}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Divider label="or enter it by hand" labelPosition="center" />
          <UnitFields
            values={values}
            errors={errors}
            onChange={change}
            disabled={creating || url.trim() !== ''}
            requireNumber
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
            <Button type="submit" disabled={creating}>
              Add Unit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
