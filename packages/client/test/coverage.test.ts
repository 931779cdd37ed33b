import { endpoints } from '@porchlight/contract';
import { describe, expect, it } from 'vitest';
import * as client from '../src/index.ts';

// The contract is imported at run time here, in a test, never in src (see bundle.test.ts).
const contractNames = Object.keys(endpoints).sort();
const clientFunctions = Object.entries(client)
  .filter(([, value]) => typeof value === 'function' && 'path' in value)
  .map(
    ([name, value]) =>
      [name, value as { method: string; path: string; auth: readonly string[] }] as const,
  );
const clientNames = clientFunctions.map(([name]) => name).sort();

describe('client coverage of the contract', () => {
  it('has a client function for every contract endpoint', () => {
    expect(contractNames.filter((name) => !clientNames.includes(name))).toEqual([]);
  });

  it('has no client function without a contract endpoint', () => {
    expect(clientNames.filter((name) => !contractNames.includes(name))).toEqual([]);
  });

  it('repeats each endpoint method, path and auth exactly as the contract declares them', () => {
    const mismatches = clientFunctions.flatMap(([name, call]) => {
      const declared = endpoints[name as keyof typeof endpoints];
      if (!declared) return [];
      const actual = { method: call.method, path: call.path, auth: call.auth };
      const expected = { method: declared.method, path: declared.path, auth: declared.auth };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [{ name, actual, expected }];
    });
    expect(mismatches).toEqual([]);
    expect(clientFunctions.length).toBeGreaterThan(0);
  });
});
