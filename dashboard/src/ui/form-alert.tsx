import { Alert } from '@mantine/core';

export interface FormAlertProps {
  /** The text to announce; nothing is shown while it is empty. */
  message: string | null | undefined;
}

/** A form's red alert (role 'alert', so screen readers announce it as it appears). */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
