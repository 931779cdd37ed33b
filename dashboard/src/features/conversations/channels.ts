import {
  formatPhone,
  isSmsPlaceholderEmail,
  type MessageChannel,
  type MessageDelivery,
} from '@porchlight/domain';

/** Where a message was written or sent: the chat, or by e-mail or text message. */
export type Channel = MessageChannel;

/** A message as the API returns it, as far as its channel goes. */
export interface ChannelFields {
  role?: string | null;
  /** Absent: the chat. */
  channel?: 'EMAIL' | 'SMS' | undefined;
  delivery?: MessageDelivery | undefined;
  /** Why it did not reach the prospect (the manager's view of a lead only). */
  deliveryNote?: string | undefined;
}

/** The badge of a message that was not written in the chat ('By e-mail', 'By text'). */
export const CHANNEL_BADGES: Record<'EMAIL' | 'SMS', string> = {
  EMAIL: 'By e-mail',
  SMS: 'By text',
};

export interface DeliveryState {
  text: string;
  /** A Mantine colour for the words: red only when it did not reach the prospect. */
  color: string;
}

/**
 * How an e-mail or text to the prospect stands, in plain words. What did not reach them
 * says why when the server gave the reason (`note`, the manager's view of a lead); else the
 * words name the likely reasons.
 */
export function deliveryState(
  delivery: MessageDelivery,
  channel: 'EMAIL' | 'SMS',
  note?: string,
): DeliveryState {
  const why = note ? ` — ${note.charAt(0).toLowerCase()}${note.slice(1).replace(/\.$/, '')}` : '';
  switch (delivery) {
    case 'QUEUED':
      return { text: 'Sending…', color: 'gray.7' };
    case 'SENT':
      return { text: 'Sent', color: 'gray.7' };
    case 'DELIVERED':
      return { text: 'Delivered', color: 'teal.9' };
    case 'FAILED':
      return { text: `Not delivered${why}`, color: 'red.8' };
    case 'NOT_SENT':
      return {
        text: why
          ? `Not sent${why}`
          : channel === 'SMS'
            ? 'Not sent — the prospect opted out, or texts are not set up'
            : 'Not sent — the prospect unsubscribed, or has no e-mail address',
        color: 'red.8',
      };
  }
}

/**
 * The channel the manager's reply goes out on: the conversation's, which is where the
 * prospect last wrote from, or texts once they chose "Text me instead". Each message carries
 * it: the prospect's where they wrote, Athena's and the manager's the conversation's as they
 * were sent. So the latest message says it; none yet: the chat.
 */
export function replyChannel(messages: readonly ChannelFields[]): Channel {
  return messages.at(-1)?.channel ?? 'CHAT';
}

/** A phone number kept on one line ('+1 (541) 555-0100' never ends a line after '+1'). */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The prospect's addresses as the lead record knows them. */
export interface ProspectContact {
  email: string;
  phone: string | null;
}

/**
 * The prospect's e-mail as shown: none for one known only by their number, whom the server
 * files under a placeholder address that nothing is mailed to.
 */
export const shownEmail = (email: string | null | undefined): string | null =>
  email && !isSmsPlaceholderEmail(email) ? email : null;

/** How the manager calls a prospect: their name, else their e-mail, else their number. */
export function prospectLabel(prospect: ProspectContact & { name?: string | null }): string {
  return (
    prospect.name ||
    shownEmail(prospect.email) ||
    (prospect.phone ? formatPhone(prospect.phone) : 'A prospect')
  );
}

/** One sentence above the composer: where the manager's reply will go. */
export function replyTargetText(channel: Channel, contact: ProspectContact | undefined): string {
  const email = shownEmail(contact?.email);
  if (channel === 'EMAIL') {
    return email
      ? `Your reply will be sent by e-mail to ${email}.`
      : "Your reply will be sent by e-mail to the prospect's address.";
  }
  if (channel === 'SMS') {
    return contact?.phone
      ? `Your reply will be sent by text message to ${unbroken(formatPhone(contact.phone))}.`
      : "Your reply will be sent by text message to the prospect's phone.";
  }
  return 'Your reply will be shown in the chat, where the prospect wrote.';
}
