/**
 * The chat's user-visible texts, verbatim from the prospect and resident specification
 * (sections 2 and 8). Texts the domain already owns (placeholder, typing indicator,
 * empty picker day, invalid phone) are imported from it instead.
 */
export const TEXT = {
  loginFailed: 'There was an error logging in, please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  submitFailed: 'Failed to submit. Please try again.',
  unexpected: 'An error occurred. Please try again.',
  callFailed: 'Failed, please try again.',
  resetFailed: 'Failed to reset conversation. Please try again.',
  viewingFailed: 'An error occurred scheduling the viewing. Please try again.',
  callTitle: 'Receive a call about this property:',
  callThanks: 'Thanks! You will receive a call shortly.',
  textMe: 'Text me instead',
  textTitle: 'Text me at this number instead:',
  textThanks:
    'Thanks! Reply YES to the text we just sent you, and Athena will text you from then on.',
  textOff: 'Texting is not available for this home. Please keep chatting here.',
  phonePlaceholder: 'Your phone number',
  resetTitle: 'Reset Conversation',
  resetQuestion: 'Are you sure you want to reset the conversation? This cannot be undone.',
  emailTitle: 'Enter your email',
} as const;

/** The notice that replaces the chat once a login link is e-mailed. */
export const linkSentText = (email: string) =>
  `A login link was sent to ${email}. Please check your email and click the link to log in.`;

/**
 * The spec names two texts for several failures: the first for an HTTP refusal, the
 * second when the request itself failed (status 0: network, timeout).
 */
export const failureText = (status: number, refused: string) =>
  status === 0 ? TEXT.unexpected : refused;

/**
 * Why an e-mail address was refused: the server's own words for a unit or property that
 * takes no chats, a plain reason for an address it would not take, else the spec's text.
 */
export function emailFailureText(result: { status: number; body?: unknown }): string {
  if (result.status === 400) return 'That e-mail address was not accepted. Please check it.';
  const said = (result.body as { message?: unknown } | null)?.message;
  if (result.status === 409 && typeof said === 'string') return said;
  return failureText(result.status, TEXT.submitFailed);
}

/** Above the e-mail field: who is there, why the address is asked, and what is done with it. */
export const EMAIL_INTRO = {
  tenant:
    "Hi, I'm Athena, the leasing assistant. I can answer your questions about this home and book you a viewing.",
  resident: "Hi, I'm Athena. I can answer questions about your home, its policies and your lease.",
  why: {
    tenant: 'Your e-mail lets you pick up this chat later and receive your viewing invitation.',
    resident: 'Use the e-mail address on your lease.',
  },
  privacy: 'It is shared only with the property manager, never sold, and never used for spam.',
} as const;
