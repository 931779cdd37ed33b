import { badRequest } from '../../http/errors.ts';
import { type UrlRefusal, urlRefusal } from '../../http/safe-fetch.ts';

const REFUSALS: Record<UrlRefusal, (host: string) => string> = {
  'not-http': () =>
    'Please enter a webhook URL starting with https:// or http://, without a user name or password.',
  private: (host) =>
    `${host} is a private, local or cloud-metadata address, which webhooks never reach. Please enter your server's public URL.`,
  unresolved: (host) =>
    `We could not find ${host} on the internet (no DNS record). Please check the webhook URL.`,
};

/**
 * Refuses, at save time, a webhook URL its deliveries would be refused: the delivery guard's
 * own rules (safe-fetch's urlRefusal), so a manager learns it now rather than from silent
 * failures later. 400 naming webhookURL. Loopback is allowed only where delivery allows it
 * (OUTBOUND_ALLOW_LOOPBACK, for tests).
 */
export async function checkWebhookUrl(url: string, allowLoopback: boolean): Promise<void> {
  const refusal = await urlRefusal(url, allowLoopback);
  if (!refusal) return;
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // 'not-http' does not name the host.
  }
  throw badRequest(REFUSALS[refusal](host), 'webhookURL');
}
