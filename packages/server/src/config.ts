import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isValidTimeZone } from '@porchlight/domain';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's trustProxy: off, on (trust every hop), a hop count, or trusted addresses. */
export type TrustProxy = boolean | number | string[];

/** Everything the server reads from the environment, parsed once at start-up. */
export interface Config {
  /** 0 asks the operating system for any free port (tests use it). */
  port: number;
  host: string;
  /** The address people reach the app at, used in e-mailed links; no trailing slash. */
  publicUrl: string;
  /** Absolute path of the folder for the embedded database and generated secrets. */
  dataDir: string;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /** PostgreSQL; absent means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** How long a request waits for a free database connection before a 503 "busy". */
  dbAcquireTimeoutMs: number;
  /** PostgreSQL statement_timeout (0: none). */
  dbStatementTimeoutMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout (0: none). */
  dbIdleInTransactionTimeoutMs: number;
  /** Absent means one is generated and kept in dataDir (see secrets.ts). */
  jwtSecret: string | undefined;
  /** Lower-cased; a manager with one of these e-mails is an admin. */
  adminEmails: ReadonlySet<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Domain of the lead-forwarding addresses (zillow-…@MAIL_DOMAIN). */
  mailDomain: string;
  /** Forwarded lead e-mail: POST /api/v1/inbound-email's bearer secret, and the SMTP listener. */
  inbound: { secret: string | undefined; smtpPort: number | undefined; smtpHost: string };
  openai: { baseUrl: string; apiKey: string; model: string } | undefined;
  stripe: StripeConfig | undefined;
  /** Places outbound calls through Vapi when set (VAPI_API_KEY and VAPI_PHONE_NUMBER_ID). */
  vapi: VapiConfig | undefined;
  /** Text messages through Twilio when set (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN). */
  twilio: TwilioConfig | undefined;
  /** Live (AVAILABLE) units allowed beyond the subscribed quantity. */
  freeUnits: number;
  /** How long a model may take for one reply before the built-in assistant answers. */
  assistantTimeoutMs: number;
  /** A manager's chat message the prospect has not read after this long is also e-mailed. */
  unreadReplyDelayMs: number;
  /** Test-only: the listing import and webhook deliveries may reach loopback (never private or metadata ranges). */
  outboundAllowLoopback: boolean;
  /** IANA zone of viewing hours and bookings. */
  timezone: string;
  /**
   * CLOCK_OFFSET_MS: moves the server's clock (the domain's `now`) for reminders and viewing
   * links, for rehearsals and tests only; 0 in production.
   */
  clockOffsetMs: number;
  jobConcurrency: number;
  /** Jobs that talk to servers we do not run (mail, webhooks, calls) at once, in lanes of their own. */
  outboundJobConcurrency: number;
  /** How often idle workers look for new jobs (LISTEN/NOTIFY wakes them sooner where it works). */
  jobPollIntervalMs: number;
  /** How long what is done is kept before housekeeping removes it (hourly). */
  retention: { mailBodyDays: number; inboundEmailDays: number; failedJobDays: number };
  limits: Limits;
}

export interface Limit {
  max: number;
  windowMs: number;
}

/** Every rate limit, each with its own variable so operators and load tests can tune it. */
export interface Limits {
  mailPerEmail: Limit;
  mailPerIp: Limit;
  callbackPerIp: Limit;
  /** Chat messages per prospect or resident session, and per client address. */
  chatPerSession: Limit;
  chatPerIp: Limit;
  /** Viewing bookings (and rebookings) per prospect session. */
  bookingPerSession: Limit;
  /** E-mails and texts received per prospect address or number (more are kept, not answered). */
  inboundPerSender: Limit;
  /** Athena's automatic e-mails to one address: past this they are kept, not sent (a loop guard). */
  autoRepliesPerAddress: Limit;
  /** How many days ahead a viewing may be booked. */
  viewingHorizonDays: number;
  /** Open event streams at once per session, and per client address (each process). */
  streamsPerSession: number;
  streamsPerIp: number;
  /** The longest an event stream stays open; the client then reconnects with a fresh check. */
  streamLifetimeMs: number;
}

/** A bad environment variable: the message names it and says what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const fail = (name: string, expected: string, value: string): never => {
  throw new ConfigError(`${name} must be ${expected} (got "${value}").`);
};

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) fail('PORT', 'a whole number from 0 to 65535', value);
  return port;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    fail('PUBLIC_URL', 'an http:// or https:// address, e.g. https://leasing.example.com', value);
  }
  return value.replace(/\/+$/, '');
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = value.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, value);
  }
  return level as LogLevel;
}

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= 128);
};

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'off', 'no'].includes(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  return fail(
    'TRUST_PROXY',
    'off, on, a number of proxy hops, or a comma-separated list of addresses or CIDR ranges',
    value ?? '',
  );
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    fail(name, `a whole number from ${min} to ${max}`, value);
  }
  return number;
}

/** A signed whole number of milliseconds, at most ten years either way. */
function parseClockOffset(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const limit = 10 * 366 * 24 * 60 * 60_000;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || Math.abs(number) > limit) {
    fail('CLOCK_OFFSET_MS', `a whole number of milliseconds from -${limit} to ${limit}`, value);
  }
  return number;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  // The value may hold a password: the message names the variable, never its value.
  if (!protocols.includes(protocol)) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}//.`);
  }
  return value;
}

function parseEmails(value: string | undefined): ReadonlySet<string> {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const email of list) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      fail('ADMIN_EMAILS', 'comma-separated e-mail addresses', email);
  }
  return new Set(list);
}

function parseOpenAi(env: Env): Config['openai'] {
  const baseUrl = parseUrl(env, 'OPENAI_BASE_URL', ['http:', 'https:']);
  const apiKey = env.OPENAI_API_KEY || '';
  const model = env.OPENAI_MODEL || '';
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!baseUrl || !model) {
    throw new ConfigError(
      'OPENAI_BASE_URL and OPENAI_MODEL must be set together (OPENAI_API_KEY too, unless the server needs none).',
    );
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model };
}

export interface VapiConfig {
  apiKey: string;
  /** https://api.vapi.ai unless VAPI_BASE_URL says otherwise. */
  baseUrl: string;
  /** The Vapi phone number calls are placed from. */
  phoneNumberId: string;
  /** A saved Vapi assistant; without it each call carries its own, built from the property. */
  assistantId: string | undefined;
  /** Vapi sends it as X-Vapi-Secret on server messages; without it the webhook is off. */
  webhookSecret: string | undefined;
}

function parseVapi(env: Env): VapiConfig | undefined {
  const apiKey = env.VAPI_API_KEY || '';
  if (!apiKey) return undefined;
  const phoneNumberId = env.VAPI_PHONE_NUMBER_ID || '';
  if (!phoneNumberId) {
    throw new ConfigError(
      'VAPI_PHONE_NUMBER_ID must be set with VAPI_API_KEY: it is the Vapi number calls are placed from.',
    );
  }
  const baseUrl = parseUrl(env, 'VAPI_BASE_URL', ['http:', 'https:']) ?? 'https://api.vapi.ai';
  return {
    apiKey,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    phoneNumberId,
    assistantId: env.VAPI_ASSISTANT_ID || undefined,
    webhookSecret: env.VAPI_WEBHOOK_SECRET || undefined,
  };
}

export interface TwilioConfig {
  accountSid: string;
  /** Signs Twilio's webhooks (X-Twilio-Signature) and authenticates our API calls. */
  authToken: string;
  /** https://api.twilio.com unless TWILIO_BASE_URL says otherwise (a stand-in in tests). */
  baseUrl: string;
}

function parseTwilio(env: Env): TwilioConfig | undefined {
  const accountSid = env.TWILIO_ACCOUNT_SID || '';
  const authToken = env.TWILIO_AUTH_TOKEN || '';
  if (!accountSid && !authToken) return undefined;
  if (!accountSid || !authToken) {
    throw new ConfigError('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together.');
  }
  const baseUrl = parseUrl(env, 'TWILIO_BASE_URL', ['http:', 'https:']) ?? 'https://api.twilio.com';
  return { accountSid, authToken, baseUrl: baseUrl.replace(/\/+$/, '') };
}

export interface StripeConfig {
  secretKey: string;
  /** Verifies the webhook's Stripe-Signature; without it the webhook answers 503. */
  webhookSecret: string | undefined;
  /** Test-only stand-in for api.stripe.com (STRIPE_API_BASE); absent means Stripe itself. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

function parseStripe(env: Env): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || '';
  if (!secretKey) return undefined;
  const base = parseUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']);
  const url = base ? new URL(base) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    api: url
      ? {
          host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: Number(url.port) || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : undefined,
  };
}

function parseTimeZone(value: string | undefined): string {
  const zone = value || process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  if (!isValidTimeZone(zone)) fail('TIMEZONE', 'an IANA time zone such as America/Chicago', zone);
  return zone;
}

const minutes = (n: number) => n * 60_000;

function parseLimits(env: Env): Limits {
  const limit = (name: string, max: number, windowMinutes: number): Limit => ({
    max: parseInteger(env, name, max, 1, 1_000_000),
    windowMs: minutes(windowMinutes),
  });
  return {
    mailPerEmail: limit('RATE_LIMIT_MAIL_PER_EMAIL', 5, 15),
    mailPerIp: limit('RATE_LIMIT_MAIL_PER_IP', 30, 15),
    callbackPerIp: limit('RATE_LIMIT_CALLBACK_PER_IP', 60, 15),
    chatPerSession: limit('RATE_LIMIT_CHAT_PER_SESSION', 30, 1),
    chatPerIp: limit('RATE_LIMIT_CHAT_PER_IP', 120, 1),
    bookingPerSession: limit('RATE_LIMIT_BOOKING_PER_SESSION', 5, 60),
    inboundPerSender: limit('RATE_LIMIT_INBOUND_PER_SENDER', 20, 10),
    autoRepliesPerAddress: limit('RATE_LIMIT_AUTO_REPLIES_PER_ADDRESS', 15, 10),
    viewingHorizonDays: parseInteger(env, 'VIEWING_HORIZON_DAYS', 60, 1, 3650),
    streamsPerSession: parseInteger(env, 'STREAMS_PER_SESSION', 5, 1, 1_000_000),
    // An office or a campus can share one address: generous, but bounded.
    streamsPerIp: parseInteger(env, 'STREAMS_PER_IP', 500, 1, 10_000_000),
    streamLifetimeMs: minutes(parseInteger(env, 'STREAM_LIFETIME_MINUTES', 30, 1, 24 * 60)),
  };
}

/** Reads the configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dbPoolSize: parseInteger(env, 'DB_POOL_SIZE', 10, 1, 500),
    dbAcquireTimeoutMs: parseInteger(env, 'DB_ACQUIRE_TIMEOUT_MS', 5_000, 10, 600_000),
    dbStatementTimeoutMs: parseInteger(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    dbIdleInTransactionTimeoutMs: parseInteger(
      env,
      'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      60_000,
      0,
      3_600_000,
    ),
    jwtSecret,
    adminEmails: parseEmails(env.ADMIN_EMAILS),
    smtpUrl: parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Porchlight <no-reply@porchlight.localhost>',
    mailDomain: env.MAIL_DOMAIN || `leads.${new URL(publicUrl).hostname}`,
    inbound: {
      secret: env.INBOUND_EMAIL_SECRET || undefined,
      smtpPort: env.INBOUND_SMTP_PORT
        ? parseInteger(env, 'INBOUND_SMTP_PORT', 25, 0, 65_535)
        : undefined,
      smtpHost: env.INBOUND_SMTP_HOST || '0.0.0.0',
    },
    openai: parseOpenAi(env),
    stripe: parseStripe(env),
    vapi: parseVapi(env),
    twilio: parseTwilio(env),
    freeUnits: parseInteger(env, 'FREE_UNITS', 1, 0, 1_000_000),
    timezone: parseTimeZone(env.TIMEZONE),
    clockOffsetMs: parseClockOffset(env.CLOCK_OFFSET_MS),
    outboundAllowLoopback: env.OUTBOUND_ALLOW_LOOPBACK === 'true',
    assistantTimeoutMs: parseInteger(env, 'ASSISTANT_TIMEOUT_MS', 15_000, 100, 120_000),
    unreadReplyDelayMs:
      parseInteger(env, 'UNREAD_REPLY_MAIL_DELAY_SECONDS', 180, 0, 7 * 24 * 3600) * 1000,
    jobConcurrency: parseInteger(env, 'JOB_CONCURRENCY', 8, 1, 100),
    outboundJobConcurrency: parseInteger(env, 'OUTBOUND_JOB_CONCURRENCY', 2, 1, 100),
    jobPollIntervalMs: parseInteger(env, 'JOB_POLL_INTERVAL_MS', 1000, 10, 60_000),
    retention: {
      mailBodyDays: parseInteger(env, 'MAIL_BODY_RETENTION_DAYS', 30, 0, 3650),
      inboundEmailDays: parseInteger(env, 'INBOUND_EMAIL_RETENTION_DAYS', 30, 0, 3650),
      failedJobDays: parseInteger(env, 'FAILED_JOB_RETENTION_DAYS', 30, 0, 3650),
    },
    limits: parseLimits(env),
  };
}
