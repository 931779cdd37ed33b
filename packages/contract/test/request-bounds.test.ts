import { describe, expect, it } from 'vitest';
import { allEndpoints, THIRD_PARTY_BODIES } from './helpers.ts';

/** Formats whose own grammar already bounds a string's length. */
const SELF_BOUNDED_FORMATS = new Set(['uuid', 'date-time', 'date']);

type Node = Record<string, unknown>;

/**
 * Every place in a request schema where input is unbounded: a string without maxLength
 * (or a self-bounding format, const or enum), a number without minimum and maximum,
 * an array without maxItems, a nested object open to unknown fields.
 */
const unbounded = (node: Node, at: string): string[] => {
  const found: string[] = [];
  if ('const' in node || 'enum' in node) return found;
  const children = (key: string) => (node[key] ?? {}) as Record<string, Node>;
  switch (node.type) {
    case 'string':
      if (node.maxLength === undefined && !SELF_BOUNDED_FORMATS.has(String(node.format)))
        found.push(`${at}: string without maxLength`);
      break;
    case 'number':
    case 'integer':
      if (node.minimum === undefined || node.maximum === undefined)
        found.push(`${at}: number without minimum and maximum`);
      break;
    case 'array':
      if (node.maxItems === undefined) found.push(`${at}: array without maxItems`);
      found.push(...unbounded(node.items as Node, `${at}[]`));
      break;
    case 'object':
      for (const [name, child] of Object.entries(children('properties')))
        found.push(...unbounded(child, `${at}.${name}`));
      for (const [pattern, child] of Object.entries(children('patternProperties')))
        found.push(...unbounded(child, `${at}[${pattern}]`));
      break;
  }
  for (const [i, option] of ((node.anyOf ?? []) as Node[]).entries())
    found.push(...unbounded(option, `${at}|${i}`));
  return found;
};

/** Nested objects of a body (the body itself is checked in schemas.test.ts). */
const openObjects = (node: Node, at: string): string[] => {
  const found: string[] = [];
  const nested = [
    ...Object.entries((node.properties ?? {}) as Record<string, Node>),
    ...Object.entries((node.patternProperties ?? {}) as Record<string, Node>),
    ...((node.anyOf ?? []) as Node[]).map((n, i) => [`|${i}`, n] as const),
    ...(node.items ? [['[]', node.items as Node] as const] : []),
  ];
  for (const [name, child] of nested) {
    if (child.type === 'object' && child.additionalProperties !== false)
      found.push(`${at}.${name}: object open to unknown fields`);
    found.push(...openObjects(child, `${at}.${name}`));
  }
  return found;
};

describe.each(allEndpoints)('request of %s', (_name, e) => {
  it('bounds every string, number and array it accepts', () => {
    const parts = { params: e.params, query: e.query, body: e.body };
    const found = Object.entries(parts).flatMap(([part, schema]) =>
      schema ? unbounded(schema as Node, part) : [],
    );
    expect(found).toEqual([]);
  });
});

describe.each(allEndpoints.filter(([name, e]) => e.body && !THIRD_PARTY_BODIES.has(name)))(
  'body of %s',
  (_name, e) => {
    it('closes every nested object to unknown fields', () => {
      expect(openObjects(e.body as Node, 'body')).toEqual([]);
    });
  },
);
