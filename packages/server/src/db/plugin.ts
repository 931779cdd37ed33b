import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { secureDataDir } from '../data-dir.ts';
import { type Database, type Db, openDatabase } from './connection.ts';
import { DatabaseListener } from './listener.ts';
import { runMigrations } from './migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** The database's notifications, one LISTEN for the whole process (db/listener.ts). */
    listener: DatabaseListener;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An already open database (tests pass one); otherwise it is opened from the config. */
  database?: Database | undefined;
}

/**
 * Opens and migrates the database and starts listening to its notifications. It knows
 * nothing of what runs on it: jobs/plugin.ts, registered after it, adds the job queue and
 * closes before it.
 */
export async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      acquireTimeoutMs: config.dbAcquireTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
      onEmbeddedCrash: (error) =>
        app.log.error({ err: error }, 'the embedded database stopped; starting it again'),
    }));
  await runMigrations(database.pool);
  // After the engine has created its files: the secret and the data are the user's alone.
  const unfixed = secureDataDir(config.dataDir);
  if (unfixed.length > 0) {
    app.log.warn(
      { dataDir: config.dataDir, paths: unfixed.slice(0, 5), count: unfixed.length },
      'DATA_DIR is not private: these paths could not be made 0700/0600 (check their owner)',
    );
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  const listener = new DatabaseListener(database, app.log);
  await listener.start();
  app.decorate('listener', listener);
  app.addHook('onClose', async () => {
    await listener.close();
    if (!options.database) await database.close();
  });
}
// Decorations must reach the sibling plugins registered after this one.
Object.assign(databasePlugin, { [Symbol.for('skip-override')]: true });
