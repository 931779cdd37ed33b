import { digitsOnly, INVALID_PHONE_MESSAGE, normalizePhone } from '@porchlight/domain';
import { useId, useState } from 'preact/hooks';
import { Dialog } from './dialog.tsx';
import { TEXT } from './texts.ts';

export interface PhoneDialogProps {
  /** Receives the normalised number (10 or 11 digits). */
  onSubmit: (phone: string) => Promise<void>;
  onClose: () => void;
  /** The dialog's title, the input's label: the call request's unless told. */
  title?: string;
  /** Words shown right above the submit button, which they describe (a consent). */
  note?: string;
  submitLabel?: string;
}

/**
 * A phone number for the call request or "Text me instead": the input keeps digits only
 * (spec section 5) and the number must pass the shared phone rule before it is sent.
 */
export function PhoneDialog({
  onSubmit,
  onClose,
  title = TEXT.callTitle,
  note,
  submitLabel = 'Submit',
}: PhoneDialogProps) {
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  return (
    <Dialog title={title} onClose={onClose} titleFor={inputId}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const normalized = normalizePhone(phone);
          setInvalid(normalized === '');
          if (normalized === '' || busy) return;
          setBusy(true);
          await onSubmit(normalized);
          setBusy(false);
        }}
      >
        <input
          id={inputId}
          class="pl-field"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={TEXT.phonePlaceholder}
          value={phone}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onInput={(event) => {
            const digits = digitsOnly(event.currentTarget.value);
            // Write back at once: when only a non-digit was typed the state does not change.
            event.currentTarget.value = digits;
            setPhone(digits);
          }}
        />
        {invalid && (
          <p id={`${inputId}-error`} class="pl-error">
            {INVALID_PHONE_MESSAGE}
          </p>
        )}
        {note && (
          <p id={`${inputId}-note`} class="pl-note">
            {note}
          </p>
        )}
        <div class="pl-actions">
          <button type="button" class="pl-btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            class="pl-btn pl-btn--primary"
            disabled={busy}
            aria-describedby={note && `${inputId}-note`}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
