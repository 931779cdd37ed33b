import type { MailMessage } from '../../mail/outbox.ts';

export const tenantLoginMail = (to: string, address: string, link: string): MailMessage => ({
  to,
  subject: `Continue your chat about ${address}`,
  text: `Hello,\n\nOpen this link to continue your conversation about ${address}:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n\n— Athena, the leasing assistant`,
});
