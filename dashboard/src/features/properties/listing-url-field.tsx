import { Divider, TextInput } from '@mantine/core';

export interface ListingUrlFieldProps {
  /** The line under the label: what importing the listing creates. */
  description: string;
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The listing URL of an 'Add New …' dialog, and the divider before the fields by hand. */
export function ListingUrlField({
  description,
  value,
  error,
  disabled,
  onChange,
}: ListingUrlFieldProps) {
  return (
    <>
      <TextInput
        label="Listing URL"
        description={description}
        type="url"
        placeholder="https://"
        value={value}
        error={error}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Divider label="or enter it by hand" labelPosition="center" />
    </>
  );
}
