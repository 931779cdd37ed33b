import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Property } from '@porchlight/client';
import { PROPERTY_TYPES, type PropertyType } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../ui/form-footer.tsx';
import { codeLabel, codeOptions } from '../../ui/labels.ts';
import { saveProperty } from './save-property.ts';

export interface PropertyFieldsSectionProps {
  property: Property;
  /** True while the page's edit mode is 'address'. */
  editing: boolean;
  /** Toggles the 'address' mode (the same button closes it again). */
  onToggle: () => void;
  onSaved: (property: Property) => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** Address, name and type of a property, shown or edited. */
export function PropertyFieldsSection({
  property,
  editing,
  onToggle,
  onSaved,
}: PropertyFieldsSectionProps) {
  const [address, setAddress] = useState(property.address);
  const [name, setName] = useState(property.name ?? '');
  const [type, setType] = useState<PropertyType>(property.type);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setAddress(property.address);
    setName(property.name ?? '');
    setType(property.type);
    setAddressError(null);
    onToggle();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (address.trim() === '') {
      setAddressError('Please enter the address.');
      return;
    }
    setSaving(true);
    const saved = await saveProperty(property.id, {
      address: address.trim(),
      name: name.trim() === '' ? null : name.trim(),
      type,
    });
    setSaving(false);
    if (saved) {
      onSaved(saved);
      onToggle();
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="property-details">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="property-details">
          Property details
        </Title>
        <Button variant={editing ? 'default' : 'light'} size="xs" onClick={start}>
          {editing ? 'Cancel' : 'Edit details'}
        </Button>
      </Group>
      {editing ? (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <TextInput
              label="Address"
              required
              value={address}
              error={addressError}
              onChange={(event) => setAddress(event.currentTarget.value)}
            />
            <TextInput
              label="Name"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <NativeSelect
              label="Type"
              data={codeOptions(PROPERTY_TYPES)}
              value={type}
              onChange={(event) => setType(event.currentTarget.value as PropertyType)}
            />
            <FormFooter loading={saving} />
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Address" value={property.address} />
          <Field label="Name" value={property.name ?? ''} />
          <Field label="Type" value={codeLabel(property.type)} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
