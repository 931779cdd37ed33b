import type { Email } from 'postal-mime';

/**
 * Whether a received e-mail was written by a machine rather than the prospect: an
 * out-of-office or other automatic answer (RFC 3834's Auto-Submitted, and the headers
 * Exchange, and older responders, set), a list or bulk mail, or a bounce (a delivery status
 * report, or mail from the mailer daemon). Such mail is kept but never answered: answering
 * would start a loop between two responders. Answers the kind, or null for a person's mail.
 */
export function machineMail(mail: Email): 'BOUNCE' | 'AUTO_REPLY' | null {
  const header = (name: string) =>
    mail.headers
      .find((entry) => entry.key === name)
      ?.value.trim()
      .toLowerCase() ?? null;
  const from = mail.from?.address?.toLowerCase() ?? '';
  const contentType = header('content-type') ?? '';
  if (
    /^(mailer-daemon|postmaster|mail-daemon|mailer)@/.test(from) ||
    (contentType.startsWith('multipart/report') && contentType.includes('delivery-status')) ||
    mail.attachments.some((part) => part.mimeType === 'message/delivery-status')
  ) {
    return 'BOUNCE';
  }
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted !== 'no') return 'AUTO_REPLY';
  if (
    header('x-autoreply') ||
    header('x-autorespond') ||
    header('x-autoresponse') ||
    header('x-auto-response-suppress')?.match(/\b(all|oof|autoreply)\b/)
  ) {
    return 'AUTO_REPLY';
  }
  if (/^(auto_reply|auto-reply|bulk|junk|list)$/.test(header('precedence') ?? '')) {
    return 'AUTO_REPLY';
  }
  if (header('list-id') || header('list-unsubscribe')) return 'AUTO_REPLY';
  if (header('return-path') === '<>') return 'BOUNCE';
  if (
    /^(automatic reply|auto(matic)?[- ]?(reply|response)|out of (the )?office|abwesenheitsnotiz|réponse automatique|respuesta automática)\b/i.test(
      mail.subject?.trim() ?? '',
    )
  ) {
    return 'AUTO_REPLY';
  }
  return null;
}
