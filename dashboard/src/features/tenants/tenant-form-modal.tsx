import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { createTenant, createTenantLease, type Tenant, updateTenant } from '@porchlight/client';
import { type FormEvent, useEffect, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import {
  checkTenant,
  draftOfTenant,
  type TenantCheck,
  type TenantDraft,
  tenantBody,
} from './tenant-values.ts';

export const TENANT_SAVED = 'Tenant added/updated successfully';
export const TENANT_SAVE_ERROR = 'Failed to add/update tenant';
export const TENANT_ASSIGN_ERROR = 'Failed to assign tenant to unit';

export interface TenantFormModalProps {
  opened: boolean;
  /** The tenant to edit; absent to add one to the unit. */
  tenant?: Tenant | null;
  propertyId: string;
  unitId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a tenant and leases them the unit, or edits a tenant's details. */
export function TenantFormModal({
  opened,
  tenant,
  propertyId,
  unitId,
  onClose,
  onSaved,
}: TenantFormModalProps) {
  const [draft, setDraft] = useState<TenantDraft>(() => draftOfTenant(tenant));
  const [check, setCheck] = useState<TenantCheck>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setDraft(draftOfTenant(tenant));
    setCheck({});
  }, [opened, tenant]);

  const edit = (field: keyof TenantDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const save = async (): Promise<boolean> => {
    const body = tenantBody(draft);
    if (tenant) {
      const result = await updateTenant({ params: { id: tenant.id }, body });
      if (result.status !== 200) showApiError(result, TENANT_SAVE_ERROR);
      return result.status === 200;
    }
    const created = await createTenant({ body });
    if (created.status !== 201) {
      showApiError(created, TENANT_SAVE_ERROR);
      return false;
    }
    const lease = await createTenantLease({
      body: { tenantId: created.body.id, propertyId, unitId },
    });
    if (lease.status !== 201) showApiError(lease, TENANT_ASSIGN_ERROR);
    return lease.status === 201;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkTenant(draft);
    setCheck(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const ok = await save();
    setSaving(false);
    if (ok) {
      notifySuccess(TENANT_SAVED);
      onSaved();
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={tenant ? 'Edit Tenant' : 'Add Tenant'} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First name"
              required
              value={draft.firstName}
              onChange={edit('firstName')}
            />
            <TextInput
              label="Last name"
              required
              value={draft.lastName}
              onChange={edit('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail address"
            type="email"
            required
            value={draft.email}
            error={check.email}
            onChange={edit('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            value={draft.phone}
            error={check.phone}
            onChange={edit('phone')}
          />
          <FormAlert message={check.alert} />
          <FormFooter onCancel={onClose} loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
