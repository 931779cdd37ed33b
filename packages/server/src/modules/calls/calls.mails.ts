import { formatPhone } from '@porchlight/domain';
import type { MailMessage } from '../../mail/outbox.ts';

/** The manager's notice that a prospect or resident asked for a call Athena is placing. */
export const callRequestedMail = (
  to: string,
  request: { caller: string; name: string | null; email: string; address: string; phone: string },
  publicUrl: string,
): MailMessage => ({
  to,
  subject: `Call requested: ${request.address}`,
  text: `A ${request.caller}${request.name ? `, ${request.name}` : ''} (${request.email}) asked for a phone call about ${request.address}; Athena is placing the call now.\n\nTheir number: ${formatPhone(request.phone)}.\n\nSee your leads: ${publicUrl}/leads\n\n— Porchlight`,
});
