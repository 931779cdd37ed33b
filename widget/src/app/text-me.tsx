import { textMeInstead } from '@porchlight/client';
import { SMS_CONSENT_TEXT } from '@porchlight/domain';
import { useState } from 'preact/hooks';
import { NoticeDialog } from './dialog.tsx';
import { PhoneDialog } from './phone-dialog.tsx';
import { failureText, TEXT } from './texts.ts';

export interface TextMeDialogProps {
  propertyId: string;
  token: string | null;
  /** Closes the dialog (Cancel, Escape, the confirmation's Close, a refusal before its alert). */
  onClose: () => void;
  setAlert: (text: string) => void;
}

/**
 * "Text me instead": the prospect's number, with the consent's words (the domain's, which
 * the server records with it) beside the confirm button, then a short confirmation. The
 * conversation then goes on by text.
 */
export function TextMeDialog({ propertyId, token, onClose, setAlert }: TextMeDialogProps) {
  const [sent, setSent] = useState(false);
  const send = async (phone: string) => {
    const { status } = await textMeInstead({ body: { propertyId, phone } }, { token });
    if (status === 200) return setSent(true);
    onClose();
    // 409: the property has no text number, or this one texted STOP; 503: no texts here.
    const off = status === 409 || status === 503;
    setAlert(off ? TEXT.textOff : failureText(status, TEXT.submitFailed));
  };
  if (sent) return <NoticeDialog title={TEXT.textThanks} onClose={onClose} />;
  return (
    <PhoneDialog
      title={TEXT.textTitle}
      note={SMS_CONSENT_TEXT}
      submitLabel="Text me"
      onSubmit={send}
      onClose={onClose}
    />
  );
}
