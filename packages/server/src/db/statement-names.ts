import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements a connection keeps prepared at most; past that, new ones run unnamed. */
const MAX_PREPARED = 1_000;

/** Names already made, by text: hashing a long statement on every run costs more than this. */
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

/** A statement's name, made from its text: one text, one name, on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `pl_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

/** A query given as a config object with parameters and no name of its own. */
function isUnnamedWithParameters(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const query = config as QueryConfig;
  // A submittable (a cursor, a stream) drives the protocol itself.
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit) return false;
  const parameters = Array.isArray(values) ? values : query.values;
  return Array.isArray(parameters) && parameters.length > 0;
}

/**
 * A pg client that prepares each statement with parameters once per connection. Drizzle
 * sends every query as text and values; named after its text, pg sends the text (Parse)
 * the first time only and afterwards just the values (Bind), so the server parses and
 * analyses it once, and after a few runs plans it once too when a generic plan is as good
 * (PostgreSQL's plan_cache_mode auto). On the embedded database, where each turn of Athena
 * is a dozen statements on one thread, parsing and planning were half of its work.
 * Statements without parameters (BEGIN, COMMIT, migrations) keep the simple protocol.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; all pass through.
  override query(...args: any[]): any {
    const [given, values] = args;
    // query(text, values): as query({ text }, values).
    const config = typeof given === 'string' ? { text: given } : given;
    if (isUnnamedWithParameters(config, values)) {
      const name = statementName(config.text);
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (super.query as (...all: any[]) => any)(...args);
  }
}
