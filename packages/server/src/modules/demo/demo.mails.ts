import type { CreateDemoInterest } from '@porchlight/contract';
import type { MailMessage } from '../../mail/outbox.ts';

/** Tells an admin that a visitor of the demo left their details (`email` normalised). */
export const demoRequestMail = (
  admin: string,
  body: CreateDemoInterest,
  email: string,
): MailMessage => ({
  to: admin,
  subject: `Demo request: ${body.firstName} ${body.lastName} (${body.numDoors} doors)`,
  text: `${body.firstName} ${body.lastName} <${email}> manages ${body.numDoors} doors and tried the demo at ${body.url}.\n\n— Porchlight`,
});
