/**
 * Text messages, behind a small provider interface (Twilio's REST API first: sms/twilio.ts).
 * The channels module sends through `SmsProvider` and receives through the provider's
 * webhook routes, which verify each request's signature before anything is read.
 */
export interface SmsProvider {
  readonly name: string;
  /** Sends one text; answers the provider's id for it. Throws when the provider refuses. */
  send(message: { from: string; to: string; body: string; statusCallback?: string }): Promise<{
    id: string;
  }>;
}

/** A provider's refusal that sending again will not change (a bad number, an unknown sender). */
export class PermanentSmsError extends Error {}
