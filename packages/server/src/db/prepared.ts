import type { Db } from './connection.ts';

/**
 * A hot query built once per database and then run with its placeholders' values (Drizzle's
 * `prepare`): building a select of a few joined tables costs more of the server's thread
 * than running it, and a query run for every chat message pays that on every run. The
 * statement goes to the database under the name given, so each connection also parses and
 * plans it once (as db/statement-names.ts does for the others).
 */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
