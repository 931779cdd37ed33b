import type { MailMessage } from '../../mail/outbox.ts';

/** A header value from text people wrote (a property's name, an address): one line, bounded. */
export const oneLine = (text: string, max = 200) =>
  text
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

export interface ConversationMailParts {
  to: string;
  /** Athena's or the manager's message, as written. */
  content: string;
  /** Who signs it: 'Athena, the leasing assistant' or the manager's name. */
  signature: string;
  /** The property's name (or address) as the sender's display name. */
  propertyName: string;
  address: string;
  /** The thread's subject (first mail) — later ones answer it with 'Re: '. */
  firstOfThread: boolean;
  chatLink: string;
  unsubscribeLink: string;
}

/** The subject every e-mail of a prospect's thread about a property shares. */
export const threadSubject = (address: string) => `Your inquiry about ${oneLine(address)}`;

/**
 * One message of a prospect's conversation as an e-mail: the message itself, who wrote it,
 * how to go on (reply, or the chat where viewings are booked) and how to stop.
 */
export function conversationMail(parts: ConversationMailParts): MailMessage {
  const subject = threadSubject(parts.address);
  return {
    to: parts.to,
    subject: parts.firstOfThread ? subject : `Re: ${subject}`,
    text: [
      parts.content.trim(),
      '',
      `— ${parts.signature}, ${oneLine(parts.propertyName)}`,
      '',
      'Reply to this e-mail to answer, or continue in the chat, where you can also book a viewing:',
      parts.chatLink,
      '',
      `No more e-mails about this home: ${parts.unsubscribeLink}`,
    ].join('\n'),
  };
}

/** The manager's note when a prospect's e-mail or text could not be delivered. */
export const deliveryFailedText = (channel: 'EMAIL' | 'SMS', to: string, reason: string) =>
  `A ${channel === 'EMAIL' ? 'e-mail' : 'text message'} to ${to} could not be delivered: ${reason}`;
