import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/porchlight');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/porchlight/data',
      logLevel: 'info',
      trustProxy: false,
      databaseUrl: undefined,
      dbPoolSize: 10,
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailDomain: 'leads.localhost',
      inbound: { secret: undefined, smtpPort: undefined, smtpHost: '0.0.0.0' },
      openai: undefined,
      stripe: undefined,
      vapi: undefined,
      twilio: undefined,
      freeUnits: 1,
      limits: { mailPerEmail: { max: 5, windowMs: 900_000 } },
    });
    expect([...config.adminEmails]).toEqual([]);
  });

  it('reads the service variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/porchlight',
      ADMIN_EMAILS: ' Ops@Example.com, boss@example.com ',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.2',
      STRIPE_SECRET_KEY: 'sk_test_x',
      FREE_UNITS: '3',
      RATE_LIMIT_MAIL_PER_EMAIL: '50',
    });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/porchlight');
    expect([...config.adminEmails]).toEqual(['ops@example.com', 'boss@example.com']);
    expect(config.openai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: '',
      model: 'llama3.2',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: undefined });
    expect(config.freeUnits).toBe(3);
    expect(config.limits.mailPerEmail.max).toBe(50);
  });

  it('never echoes a bad URL variable, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).toThrow(/^SMTP_URL must be/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).not.toThrow(/secret/);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://lease.example.com/' }).publicUrl).toBe(
      'https://lease.example.com',
    );
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'lease.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'sometimes'],
    ['DATABASE_URL', 'mysql://db'],
    ['JWT_SECRET', 'short'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['FREE_UNITS', '-1'],
    ['DB_POOL_SIZE', '0'],
    ['OPENAI_BASE_URL', 'ftp://models.example.com'],
  ])('rejects a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^${name} must be`));
  });
});
