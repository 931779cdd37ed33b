import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { twilioSignature } from '../src/modules/channels/twilio.ts';

/** A text the app sent through the stand-in, as Twilio's Messages API received it. */
export interface SentText {
  sid: string;
  from: string;
  to: string;
  body: string;
  statusCallback: string | null;
}

export type TwilioFailure = 'server-error' | 'invalid-number';

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

const json = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * A stand-in for api.twilio.com on 127.0.0.1 that speaks its wire format:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic with the account SID and
 * auth token (401 with Twilio's error 20003 otherwise), form-encoded From, To, Body and
 * StatusCallback, answered 201 with the message resource (sid 'SM' + 32 hex, status
 * 'queued'). It keeps what it was sent, fails the next sends when told to (500, or 400 with
 * error 21211 for an invalid 'To'), and plays Twilio's side of the webhooks: signed status
 * callbacks to a sent text's StatusCallback, and signed incoming texts.
 */
export async function startStandInTwilio() {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const sent: SentText[] = [];
  /** Failures to come, each for the next send (to one number, when it names one). */
  const failures: { failure: TwilioFailure; to: string | undefined }[] = [];
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url?.startsWith('/2010-04-01/Accounts/')) {
      return json(res, 404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    if (req.headers.authorization !== expectedAuth || req.url !== path) {
      return json(res, 401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!to || !from || !body) {
      return json(res, 400, {
        code: to ? 21602 : 21604,
        message: to ? 'Message body is required.' : "A 'To' phone number is required.",
        more_info: `https://www.twilio.com/docs/errors/${to ? 21602 : 21604}`,
        status: 400,
      });
    }
    const at = failures.findIndex((next) => next.to === undefined || next.to === to);
    const failure = at === -1 ? undefined : failures.splice(at, 1)[0]?.failure;
    if (failure === 'server-error') {
      return json(res, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
    }
    if (failure === 'invalid-number') {
      return json(res, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    }
    const sid = sidOf('SM');
    sent.push({ sid, from, to, body, statusCallback: form.get('StatusCallback') });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return json(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `${path.replace('.json', '')}/${sid}/Media.json` },
      to,
      uri: `${path.replace('.json', '')}/${sid}.json`,
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Posts form parameters to the app as Twilio does: signed for `address` (the URL it calls). */
  const post = (
    app: FastifyInstance,
    address: string,
    params: Record<string, string>,
    signature = twilioSignature(authToken, address, params),
  ) => {
    const target = new URL(address);
    return app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
        'user-agent': 'TwilioProxy/1.1',
      },
      payload: new URLSearchParams(params).toString(),
    });
  };

  return {
    url,
    accountSid,
    authToken,
    /** The texts sent so far, oldest first. */
    sent,
    /** The environment that points the app's Twilio provider here. */
    env: { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_BASE_URL: url },
    /** Makes the next `count` sends (to `to`, when given) fail this way. */
    failNext(count: number, failure: TwilioFailure, to?: string) {
      for (let i = 0; i < count; i++) failures.push({ failure, to });
    },
    /**
     * Twilio's status callback for a sent text, signed for its StatusCallback URL, posted
     * to the app (in-process: the URL's path and query).
     */
    reportStatus(
      app: FastifyInstance,
      text: SentText,
      status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed',
      errorCode?: string,
    ) {
      if (!text.statusCallback)
        throw new Error(`The text ${text.sid} asked for no status callback.`);
      return post(app, text.statusCallback, {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: text.from,
        To: text.to,
        MessageSid: text.sid,
        SmsSid: text.sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },
    /**
     * A prospect's text to one of the app's numbers, as Twilio's incoming-message webhook
     * posts it to `webhookUrl` (PUBLIC_URL + the inbound path). `sid` repeats an earlier
     * text (Twilio's retry); `forge` signs it wrongly: with another auth token, for another
     * URL, or with a signature given as is.
     */
    text(
      app: FastifyInstance,
      webhookUrl: string,
      message: {
        from: string;
        to: string;
        body: string;
        sid?: string;
        forge?: { authToken?: string; url?: string; signature?: string };
      },
    ) {
      const sid = message.sid ?? sidOf('SM');
      const params = {
        ToCountry: 'US',
        ToState: 'IL',
        SmsMessageSid: sid,
        NumMedia: '0',
        ToCity: 'CHICAGO',
        FromZip: '60601',
        SmsSid: sid,
        FromState: 'IL',
        SmsStatus: 'received',
        FromCity: 'CHICAGO',
        Body: message.body,
        FromCountry: 'US',
        To: message.to,
        ToZip: '60601',
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: message.from,
        ApiVersion: '2010-04-01',
      };
      const { forge } = message;
      const signature =
        forge?.signature ??
        twilioSignature(forge?.authToken ?? authToken, forge?.url ?? webhookUrl, params);
      return post(app, webhookUrl, params, signature).then((response) => ({
        response,
        sid,
      }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StandInTwilio = Awaited<ReturnType<typeof startStandInTwilio>>;
