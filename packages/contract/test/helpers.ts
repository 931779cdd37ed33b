import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { EndpointDef } from '../src/index.ts';
import { endpoints } from '../src/index.ts';

export const allEndpoints = Object.entries(endpoints) as [string, EndpointDef][];

/** The `{name}` parameters of a path, in order. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

/** Property names of an object schema (none for a schema without `properties`). */
export const propertyNames = (schema: TSchema | undefined): string[] =>
  Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

/** true when `value` passes `schema`, as the server's validator would decide. */
export const accepts = (schema: TSchema, value: unknown): boolean => Compile(schema).Check(value);

/** A valid UUID (v4 layout) for samples. */
export const uuid = (n = 1): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Bodies written by a third party (Vapi's server messages, forwarded raw e-mail): their
 * fields grow without notice, so these stay open; the server reads only what it names.
 */
export const THIRD_PARTY_BODIES: ReadonlySet<string> = new Set([
  'vapiWebhook',
  'receiveInboundEmail',
  'receiveTwilioText',
  'receiveTwilioStatus',
]);

/** Bodies that are a file's bytes as they are, not a JSON object. */
export const RAW_BODIES: ReadonlySet<string> = new Set(['extractLeaseText']);
