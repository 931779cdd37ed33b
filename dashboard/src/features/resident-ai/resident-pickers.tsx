import { Group, NativeSelect } from '@mantine/core';
import type { Property, Unit } from '@porchlight/client';
import { unitLabel } from '@porchlight/domain';

export interface ResidentPickersProps {
  properties: readonly Property[];
  propertyId: string | null;
  /** Undefined until a property is chosen (the unit select is hidden until then). */
  units: readonly Unit[] | undefined;
  unitId: string | null;
  onProperty: (propertyId: string) => void;
  onUnit: (unitId: string) => void;
}

/** The property select and, once a property is chosen, the unit select (by unit number). */
export function ResidentPickers({
  properties,
  propertyId,
  units,
  unitId,
  onProperty,
  onUnit,
}: ResidentPickersProps) {
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label="Property"
        value={propertyId ?? ''}
        onChange={(event) => onProperty(event.currentTarget.value)}
        data={[
          { value: '', label: 'Select a property', disabled: true },
          ...properties.map((p) => ({ value: p.id, label: p.address })),
        ]}
        miw={280}
      />
      {propertyId && (
        <NativeSelect
          label="Unit"
          value={unitId ?? ''}
          onChange={(event) => onUnit(event.currentTarget.value)}
          data={[
            { value: '', label: 'Select a unit', disabled: true },
            ...(units ?? []).map((u) => ({ value: u.id, label: unitLabel(u) })),
          ]}
          miw={180}
        />
      )}
    </Group>
  );
}
