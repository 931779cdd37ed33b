import { isValidEmail } from '@porchlight/domain';
import { useId, useState } from 'preact/hooks';
import { Dialog } from './dialog.tsx';
import { EMAIL_INTRO, TEXT } from './texts.ts';

export interface EmailDialogProps {
  onSubmit: (email: string) => void;
  /** Escape (and Cancel, when there is no `onCancel`). */
  onClose: () => void;
  /** Shows a Cancel button that does this (Resident AI leaves to the marketing site). */
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Whose chat: the greeting and the reason for the address differ. */
  mode?: 'tenant' | 'resident';
  /** The address typed before, kept when the server refused it. */
  initial?: string;
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** The e-mail prompt of the tenant chat and of Resident AI: required, e-mail type. */
export function EmailDialog({
  onSubmit,
  onClose,
  onCancel,
  autoFocus,
  mode = 'tenant',
  initial = '',
}: EmailDialogProps) {
  const [email, setEmail] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();

  return (
    <Dialog title={TEXT.emailTitle} onClose={onClose} titleFor={inputId} autoFocus={autoFocus}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isValidEmail(email)) onSubmit(email.trim());
          else setInvalid(true);
        }}
      >
        <p class="pl-intro">{EMAIL_INTRO[mode]}</p>
        <p class="pl-muted" id={`${inputId}-why`}>
          {EMAIL_INTRO.why[mode]} {EMAIL_INTRO.privacy}
        </p>
        <input
          id={inputId}
          class="pl-field"
          type="email"
          required
          autoComplete="email"
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error ${inputId}-why` : `${inputId}-why`}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
        {invalid && (
          <p id={`${inputId}-error`} class="pl-error">
            {INVALID_EMAIL_MESSAGE}
          </p>
        )}
        <div class="pl-actions">
          {onCancel && (
            <button type="button" class="pl-btn" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" class="pl-btn pl-btn--primary">
            Submit
          </button>
        </div>
      </form>
    </Dialog>
  );
}
