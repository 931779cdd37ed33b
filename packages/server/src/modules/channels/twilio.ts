import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TwilioConfig } from '../../config.ts';
import { PermanentSmsError, type SmsProvider } from './sms.ts';

/** How long Twilio's API may take to accept a message. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * Twilio's request signature (X-Twilio-Signature): the URL Twilio called, then each POST
 * parameter's name and value in name order, HMAC-SHA1 with the auth token, in base64
 * (twilio.com/docs/usage/security). The whole of it is one HMAC: the helper library would
 * bring an HTTP client and a JWT library for this and one POST.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[]>,
): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name]!;
    for (const one of Array.isArray(value) ? [...value].sort() : [value]) data += name + one;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether a webhook request carries Twilio's signature for this URL and these parameters. */
export function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string | string[]>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Sends through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form
 * encoded, HTTP Basic with the account SID and auth token). A 4xx is a refusal that sending
 * again will not change (an invalid number, a number that opted out at the carrier); any
 * other failure may pass, and is retried.
 */
export function twilioProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ from, to, body, statusCallback }) {
      const form = new URLSearchParams({ From: from, To: to, Body: body });
      if (statusCallback) form.set('StatusCallback', statusCallback);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        sid?: string;
        message?: string;
        code?: number;
      } | null;
      if (response.ok && answer?.sid) return { id: answer.sid };
      const reason = `Twilio answered ${response.status}${answer?.code ? ` (error ${answer.code})` : ''}: ${answer?.message ?? 'no message'}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new PermanentSmsError(reason);
      }
      throw new Error(reason);
    },
  };
}
