import { Modal, Stack, TextInput } from '@mantine/core';
import { createLeasingAgent, type LeasingAgent, updateLeasingAgent } from '@porchlight/client';
import { type FormEvent, useEffect, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';
import {
  type AgentDraft,
  type AgentErrors,
  agentBody,
  draftOf,
  phoneError,
  validateAgent,
} from './agent-values.ts';

export interface AgentFormModalProps {
  opened: boolean;
  /** The agent to edit; absent to add one. */
  agent?: LeasingAgent | null;
  onClose: () => void;
  /** Called with the saved agent (new or edited). */
  onSaved: (agent: LeasingAgent) => void;
}

const FIELDS: { field: keyof AgentDraft; label: string; type?: 'email' | 'tel' }[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'E-mail', type: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel' },
];

/** 'Add Leasing Agent' / 'Edit Leasing Agent': four required fields, the phone checked as typed. */
export function AgentFormModal({ opened, agent, onClose, onSaved }: AgentFormModalProps) {
  const [draft, setDraft] = useState<AgentDraft>(() => draftOf(agent));
  const [errors, setErrors] = useState<AgentErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setDraft(draftOf(agent));
      setErrors({});
    }
  }, [opened, agent]);

  const edit = (field: keyof AgentDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({
      ...current,
      [field]: field === 'phone' ? phoneError(value) : undefined,
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAgent(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = agentBody(draft);
    const result = agent
      ? await updateLeasingAgent({ params: { id: agent.id }, body })
      : await createLeasingAgent({ body });
    setSaving(false);
    if (result.status === 200 || result.status === 201) {
      notifySuccess('Saved!');
      onSaved(result.body);
      onClose();
    } else {
      showApiError(result, 'Failed to save leasing agent');
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={agent ? 'Edit Leasing Agent' : 'Add Leasing Agent'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {FIELDS.map(({ field, label, type }) => (
            <TextInput
              key={field}
              label={label}
              type={type}
              required
              autoComplete="off"
              value={draft[field]}
              error={errors[field]}
              onChange={edit(field)}
            />
          ))}
          <FormFooter onCancel={onClose} loading={saving} disabled={Boolean(errors.phone)} />
        </Stack>
      </form>
    </Modal>
  );
}
