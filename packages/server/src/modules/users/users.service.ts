import type { UpdateUser } from '@porchlight/contract';
import {
  INVALID_PHONE_MESSAGE,
  JOB_TITLES,
  joinCommaList,
  normalizePhone,
  parseCommaList,
  SOFTWARE,
} from '@porchlight/domain';
import type { users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { checkedViewingDays } from '../properties/index.ts';

type UserChanges = Partial<typeof users.$inferInsert>;

/** The stored phone: digits by the spec's rule, null when cleared; 400 with the spec's text. */
function checkedPhone(phone: string | null): string | null {
  if (!phone) return null;
  const normalized = normalizePhone(phone);
  if (!normalized) throw badRequest(INVALID_PHONE_MESSAGE, 'phone');
  return normalized;
}

/**
 * The stored webhook URL, null when cleared. The contract admits only http(s) already; this
 * re-checks with the URL parser the delivery will use. Whether the address may be reached
 * (private networks, metadata hosts) is checked by the route (webhooks/address.ts, with DNS)
 * and again at every delivery.
 */
function checkedWebhookUrl(url: string | null): string | null {
  if (!url) return null;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw badRequest('Please enter a webhook URL starting with https:// or http://.', 'webhookURL');
  }
  return url;
}

/**
 * The columns a PATCH writes: only the fields sent, each normalised as it is stored (phone
 * digits, comma lists in catalogue order without repeats, trimmed names, checked hours).
 * Throws 400 naming the field before anything is written.
 */
export function userChanges(body: UpdateUser): UserChanges {
  const { phone, webhookURL, jobTitle, currentSoftware, viewingDays, ...rest } = body;
  const changes: UserChanges = { ...rest };
  if (rest.firstName !== undefined) changes.firstName = rest.firstName.trim();
  if (rest.lastName !== undefined) changes.lastName = rest.lastName.trim();
  if (rest.otherFoundUs !== undefined) changes.otherFoundUs = rest.otherFoundUs.trim();
  if (phone !== undefined) changes.phone = checkedPhone(phone);
  if (webhookURL !== undefined) changes.webhookUrl = checkedWebhookUrl(webhookURL);
  if (jobTitle !== undefined) {
    changes.jobTitle = joinCommaList(parseCommaList(jobTitle, JOB_TITLES));
  }
  if (currentSoftware !== undefined) {
    changes.currentSoftware = joinCommaList(parseCommaList(currentSoftware, SOFTWARE));
  }
  if (viewingDays !== undefined) changes.viewingDays = checkedViewingDays(viewingDays);
  return changes;
}
