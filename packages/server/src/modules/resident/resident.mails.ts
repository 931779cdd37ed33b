import type { MailMessage } from '../../mail/outbox.ts';

/** Where a resident's e-mailed login link goes: /resident-ai, signing them in to that home. */
export function residentLoginLink(
  publicUrl: string,
  {
    token,
    email,
    propertyId,
    unitId,
  }: {
    token: string;
    email: string;
    propertyId: string;
    unitId: string;
  },
): URL {
  const link = new URL('/resident-ai', publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', email);
  link.searchParams.set('propertyId', propertyId);
  link.searchParams.set('unitId', unitId);
  link.searchParams.set('resident', 'true');
  return link;
}

/** To a resident: the login link to their resident assistant for the property. */
export const residentLoginMail = (
  to: string,
  firstName: string,
  address: string,
  link: URL,
): MailMessage => ({
  to,
  subject: `Your resident assistant for ${address}`,
  text: `Hello ${firstName},\n\nOpen your resident assistant for ${address} with this link:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n\n— Athena`,
});
