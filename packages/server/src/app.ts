import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { setClockOffset } from '@porchlight/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/connection.ts';
import { databasePlugin } from './db/plugin.ts';
import { registerErrorHandler } from './http/errors.ts';
import { useHotPaths } from './http/hot-paths.ts';
import { openApiPlugin } from './http/openapi.ts';
import { requestIdOf } from './http/request-id.ts';
import { securityPlugin } from './http/security.ts';
import { useContractSerialization } from './http/serialization.ts';
import { SessionTokens } from './http/session.ts';
import { defaultWebDirs, staticRoutes, type WebDirs } from './http/static.ts';
import { StreamSlots } from './http/stream-slots.ts';
import { useContractValidation } from './http/validation.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { mailPlugin } from './mail/plugin.ts';
import { conversationEventsPlugin } from './modules/conversations/index.ts';
import { apiModules } from './modules/index.ts';
import { resolveJwtSecret } from './secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  /** Where the built front ends are; tests point it at a temporary folder. */
  web?: WebDirs;
  /** An open database to use instead of opening one from the config (tests). */
  database?: Database;
  /**
   * Where log lines go instead of standard output: tests hand each line to the test that
   * was running, so only a failing test shows its server's log.
   */
  logStream?: { write(line: string): void };
}

/** A hop count becomes the function proxy-addr would build for it (Fastify's types lack numbers). */
const toFastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * Builds the whole application without listening, so tests run it in-process with
 * `inject`. Order matters, as in the Fastify team's reference app: cross-cutting plugins
 * first (error shape, then security, database, …), then the feature modules, then the
 * static front ends, whose catch-all route must lose to every API route.
 */
export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // A request id in every log line and response (http/request-id.ts).
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request, config.trustProxy !== false),
    // One line per request only when debugging; info stays for events worth reading.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Opening the embedded database (initdb and migrations on first start) can take far
    // longer than Fastify's 10 s plugin default on a busy 2-core machine.
    pluginTimeout: 120_000,
  });

  // Reminders and viewing links read the domain's clock: CLOCK_OFFSET_MS moves it (rehearsals).
  setClockOffset(config.clockOffsetMs);
  registerErrorHandler(app);
  useHotPaths(app);
  // Callback-style, like every hook on the poll's path: an async hook costs each request a
  // promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorate('config', config);
  app.decorate('auth', {
    tokens: new SessionTokens(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    adminEmails: config.adminEmails,
  });
  useContractValidation(app);
  useContractSerialization(app);
  app.decorate(
    'streamSlots',
    new StreamSlots(config.limits.streamsPerSession, config.limits.streamsPerIp),
  );

  app.register(securityPlugin);
  // Brotli or gzip for bodies over 1 KB: the front ends' scripts (chat.js 56 KB → 19 KB),
  // the lead lists. Quality 5 keeps it cheap per request; 304s have no body to compress.
  app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.register(openApiPlugin);
  app.register(databasePlugin, { config, database: options.database });
  app.register(jobsPlugin);
  app.register(conversationEventsPlugin);
  app.register(mailPlugin);
  app.register(apiModules);

  app.register(staticRoutes, options.web ?? defaultWebDirs());
  return app;
}
