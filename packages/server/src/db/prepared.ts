import type { Db } from './connection.ts';

/**
 * Something made once per database and kept for as long as it lives: a hot query built
 * once and then run with its placeholders' values (Drizzle's `prepare`), or a helper that
 * batches its writes (http/rate-limit.ts). Building a select of a few joined tables costs
 * more of the server's thread than running it, and a query run for every chat message pays
 * that on every run; a prepared one goes to the database under the name given, so each
 * connection also parses and plans it once (as db/statement-names.ts does for the others).
 * Kept per database, not per process: tests run many apps in one.
 */
export function oncePerDatabase<Made>(make: (db: Db) => Made): (db: Db) => Made {
  const made = new WeakMap<Db, Made>();
  return (db) => {
    let found = made.get(db);
    if (found === undefined) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}
