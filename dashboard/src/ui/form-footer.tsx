import { Button, Group, type GroupProps } from '@mantine/core';

export interface FormFooterProps {
  /** The submit button's text. */
  submitLabel?: string;
  /** Shows the submit button's spinner while the form is being sent. */
  loading?: boolean;
  disabled?: boolean;
  /** Adds a Cancel button before the submit button. */
  onCancel?: () => void;
  /** Where the buttons sit: at the end of the row unless told. */
  justify?: GroupProps['justify'];
}

/** The buttons under a form: Cancel (when it can be cancelled) and the submit button. */
export function FormFooter({
  submitLabel = 'Save',
  loading,
  disabled,
  onCancel,
  justify = 'flex-end',
}: FormFooterProps) {
  return (
    <Group justify={justify}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
