import type { MailMessage } from '../../mail/outbox.ts';

/** The manager's sign-in link: the dashboard's /login with the token and the address. */
export function managerLoginLink(publicUrl: string, token: string, email: string): string {
  const url = new URL('/login', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

const FOOTER =
  '\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n\n— Porchlight';

export const signupLinkMail = (to: string, firstName: string, link: string): MailMessage => ({
  to,
  subject: 'Confirm your Porchlight account',
  text: `Hi ${firstName},\n\nWelcome to Porchlight. Confirm your e-mail and sign in with this link:\n\n${link}${FOOTER}`,
});

export const loginLinkMail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Your Porchlight login link',
  text: `Hello,\n\nSign in to Porchlight with this link:\n\n${link}${FOOTER}`,
});

export const noAccountMail = (to: string, signupUrl: string): MailMessage => ({
  to,
  subject: 'Sign in to Porchlight',
  text: `Hello,\n\nSomeone asked for a Porchlight login link for this address, but it has no account yet. To create one, sign up here:\n\n${signupUrl}\n\nIf it was not you, ignore this e-mail.\n\n— Porchlight`,
});
