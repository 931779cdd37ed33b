import { TextInput } from '@mantine/core';

export interface EmailFieldProps {
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
}

/** The required 'E-mail address' of the login and signup forms. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  return (
    <TextInput
      label="E-mail address"
      type="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
