import { Checkbox, SimpleGrid } from '@mantine/core';
import {
  AMENITIES,
  type Amenity,
  amenityLabel,
  isAmenityDisabled,
  toggleAmenity,
} from '@porchlight/domain';

export interface AmenitiesFieldProps {
  value: readonly Amenity[];
  onChange: (value: Amenity[]) => void;
  /** Which checkboxes: the home amenities in Leasing Settings, the pet choices in Pet Settings. */
  codes?: readonly Amenity[];
  legend?: string;
}

/**
 * Amenity checkboxes with the No Pets rule (spec section 4): ticking No Pets clears
 * Large Dogs, Small Dogs and Cats and disables them; ticking one of those clears No Pets.
 */
export function AmenitiesField({
  value,
  onChange,
  codes = AMENITIES,
  legend = 'Amenities',
}: AmenitiesFieldProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 8 }}>
        {legend}
      </legend>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {codes.map((amenity) => (
          <Checkbox
            key={amenity}
            label={amenityLabel(amenity)}
            checked={value.includes(amenity)}
            disabled={isAmenityDisabled(value, amenity)}
            onChange={(event) =>
              onChange(toggleAmenity(value, amenity, event.currentTarget.checked))
            }
          />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}
