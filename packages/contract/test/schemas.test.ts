import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  accepts,
  allEndpoints,
  pathParams,
  propertyNames,
  RAW_BODIES,
  THIRD_PARTY_BODIES,
} from './helpers.ts';
import { SAMPLES } from './samples.ts';

type Def = (typeof allEndpoints)[number][1];

const schemasOf = (e: Def) =>
  [
    ['params', e.params],
    ['query', e.query],
    ['body', e.body],
    ...Object.entries(e.responses).map(([status, schema]) => [`response ${status}`, schema]),
  ].filter((entry): entry is [string, NonNullable<Def['body']>] => entry[1] !== undefined);

describe.each(allEndpoints)('endpoint %s', (_name, e) => {
  it('compiles every schema it declares', () => {
    for (const [part, schema] of schemasOf(e)) {
      expect(() => Compile(schema), part).not.toThrow();
    }
  });

  it('declares exactly the path parameters its path names, all required', () => {
    const named = pathParams(e.path).sort();
    expect(propertyNames(e.params).sort()).toEqual(named);
    const required = (e.params as { required?: string[] } | undefined)?.required ?? [];
    expect([...required].sort()).toEqual(named);
  });

  it('declares at least one success or redirect response', () => {
    const statuses = Object.keys(e.responses).map(Number);
    expect(statuses.some((s) => s >= 200 && s < 400)).toBe(true);
  });

  it('names its audience and says what it does', () => {
    expect(e.auth.length).toBeGreaterThan(0);
    expect(e.summary.length).toBeGreaterThan(5);
  });
});

describe.each(
  allEndpoints.filter(
    ([name, e]) => e.body !== undefined && !THIRD_PARTY_BODIES.has(name) && !RAW_BODIES.has(name),
  ),
)('body of %s', (_name, e) => {
  it('is an object closed to unknown fields', () => {
    expect(e.body).toMatchObject({ type: 'object', additionalProperties: false });
  });
});

describe.each(allEndpoints.filter(([, e]) => e.method === 'PATCH'))('PATCH %s', (_name, e) => {
  it('refuses an empty body', () => {
    expect(e.body).toMatchObject({ minProperties: 1 });
    expect(accepts(e.body!, {})).toBe(false);
  });
});

describe.each(allEndpoints.filter(([name]) => RAW_BODIES.has(name)))(
  'raw body of %s',
  (_name, e) => {
    it('is a file, not JSON: no type for the JSON validator, described for OpenAPI', () => {
      expect(e.body).not.toHaveProperty('type');
      expect((e.body as { description?: string }).description).toMatch(/raw body/);
    });
  },
);

describe('request samples', () => {
  it.each(SAMPLES)('$label → valid: $valid', ({ schema, value, valid }) => {
    expect(accepts(schema, value)).toBe(valid);
  });
});
