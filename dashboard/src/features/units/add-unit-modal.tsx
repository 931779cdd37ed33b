import { Modal, Stack } from '@mantine/core';
import { createUnit, getUnit } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { propertiesChanged } from '../../queries/keys.ts';
import { openSubscriptionRequired } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import { creationTexts } from '../properties/creation-poll.ts';
import { CreationStatus } from '../properties/creation-status.tsx';
import { importFromListing } from '../properties/listing-import.ts';
import { listingUrlError } from '../properties/listing-url.ts';
import { ListingUrlField } from '../properties/listing-url-field.tsx';
import { useCreation } from '../properties/use-creation.ts';
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
  const creation = useCreation();
  const { alert, setAlert, creating } = creation;

  const clearFields = () => {
    setUrl('');
    setUrlError(null);
    setValues(newUnitValues());
    setErrors({});
  };
  const close = () => {
    creation.cancel();
    clearFields();
    onClose();
  };
  const done = (unitId: string) => {
    void propertiesChanged();
    clearFields();
    creation.reset();
    onClose();
    navigate(`/properties/${propertyId}/units/${unitId}`);
  };

  const importFromUrl = (listing: string, signal: AbortSignal) =>
    importFromListing({
      item: 'unit',
      body: { url: listing, propertyId },
      read: (id, s) => getUnit({ params: { id } }, { signal: s }),
      signal,
      onClaimed: done,
      onFailed: setAlert,
    });

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
    await creation.run((signal) =>
      listing !== '' ? importFromUrl(listing, signal) : createByHand(signal),
    );
  };

  const change = <K extends keyof UnitFormValues>(field: K, value: UnitFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <Modal opened={opened} onClose={close} title="Add New Unit" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <ListingUrlField
            description="Import the unit from its online listing."
            value={url}
            error={urlError}
            disabled={creating}
            onChange={setUrl}
          />
          <UnitFields
            values={values}
            errors={errors}
            onChange={change}
            disabled={creating || url.trim() !== ''}
            requireNumber
          />
          <CreationStatus alert={alert} creating={creating} loader={TEXTS.loader} />
          <FormFooter onCancel={close} disabled={creating} submitLabel="Add Unit" />
        </Stack>
      </form>
    </Modal>
  );
}
