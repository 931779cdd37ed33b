import { Button, Group, TextInput } from '@mantine/core';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Optional line under the label. */
  description?: string;
}

/** Copies `text`, with the spec's toasts for success and failure. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess('Copied to clipboard!');
  } catch {
    showApiError(undefined, 'Failed to copy to clipboard');
  }
}

/** A read-only value with a Copy button (forwarding addresses, the webhook key). */
export function CopyField({ label, value, description }: CopyFieldProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Button variant="light" onClick={() => void copyText(value)} aria-label={`Copy ${label}`}>
        Copy
      </Button>
    </Group>
  );
}
