import { describe, expect, it } from 'vitest';
import * as admin from '../src/endpoints/admin.ts';
import * as analytics from '../src/endpoints/analytics.ts';
import * as attention from '../src/endpoints/attention.ts';
import * as attributes from '../src/endpoints/attributes.ts';
import * as auth from '../src/endpoints/auth.ts';
import * as billing from '../src/endpoints/billing.ts';
import * as calendars from '../src/endpoints/calendars.ts';
import * as calls from '../src/endpoints/calls.ts';
import * as channels from '../src/endpoints/channels.ts';
import * as conversations from '../src/endpoints/conversations.ts';
import * as demo from '../src/endpoints/demo.ts';
import * as health from '../src/endpoints/health.ts';
import * as inboundEmail from '../src/endpoints/inbound-email.ts';
import * as leads from '../src/endpoints/leads.ts';
import * as leasingAgents from '../src/endpoints/leasing-agents.ts';
import * as properties from '../src/endpoints/properties.ts';
import * as resident from '../src/endpoints/resident.ts';
import * as setup from '../src/endpoints/setup.ts';
import * as showings from '../src/endpoints/showings.ts';
import * as tenants from '../src/endpoints/tenants.ts';
import * as units from '../src/endpoints/units.ts';
import * as users from '../src/endpoints/users.ts';
import * as viewings from '../src/endpoints/viewings.ts';
import * as webhooks from '../src/endpoints/webhooks.ts';
import * as workflowRuns from '../src/endpoints/workflow-runs.ts';
import { type EndpointDef, endpoints } from '../src/index.ts';
import {
  ADDITIONS,
  MANAGER_SIDE_CALLS,
  PARAM_RENAMES,
  PROSPECT_RESIDENT_SIDE_CALLS,
} from './spec-calls.ts';

interface SpecCall {
  method: string;
  path: string;
  queryKeys: string[];
}

/** 'GET /a/{id}?x=1&y=' → method, the path the contract must use, and the query keys. */
const parse = (call: string): SpecCall => {
  const [method = '', target = ''] = call.split(' ');
  const [rawPath = '', query] = target.split('?');
  const queryKeys = query ? query.split('&').map((pair) => pair.split('=')[0] ?? '') : [];
  return { method, path: PARAM_RENAMES[rawPath] ?? rawPath, queryKeys };
};

const all = Object.entries(endpoints) as [string, EndpointDef][];
const find = (method: string, path: string) =>
  all.filter(([, e]) => e.method === method && e.path === path);
const key = (e: EndpointDef) => `${e.method} ${e.path}`;

const specKeys = new Set(
  [...MANAGER_SIDE_CALLS, ...PROSPECT_RESIDENT_SIDE_CALLS].map((call) => {
    const { method, path } = parse(call);
    return `${method} ${path}`;
  }),
);

describe.each([
  ['the manager-side specification', MANAGER_SIDE_CALLS],
  ['the prospect and resident specification', PROSPECT_RESIDENT_SIDE_CALLS],
])('every section-7 call of %s', (_doc, calls) => {
  it.each(calls)('is in the contract: %s', (call) => {
    const { method, path, queryKeys } = parse(call);
    const matches = find(method, path);
    expect(matches, `no endpoint for ${method} ${path}`).toHaveLength(1);
    const [, found] = matches[0]!;
    const declared = Object.keys(
      (found.query as { properties?: object } | undefined)?.properties ?? {},
    );
    for (const name of queryKeys) expect(declared).toContain(name);
  });
});

describe('the contract', () => {
  it('declares nothing the spec does not list, except the documented additions', () => {
    const extra = all.map(([, e]) => key(e)).filter((k) => !specKeys.has(k));
    expect(extra.sort()).toEqual(Object.keys(ADDITIONS).sort());
  });

  it('has no two endpoints with the same method and path', () => {
    const keys = all.map(([, e]) => key(e));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('loses no endpoint to a name clash between endpoint files', () => {
    // A name exported by two files would be spread into `endpoints` once, silently.
    const files = [
      ...[admin, analytics, attributes, auth, billing, calls, conversations, demo, health],
      ...[leads, leasingAgents, properties, resident, tenants, units, users, viewings],
      workflowRuns,
      inboundEmail,
      attention,
      channels,
      calendars,
      showings,
      webhooks,
      setup,
    ];
    const exported = files.reduce((n, file) => n + Object.keys(file).length, 0);
    expect(all).toHaveLength(exported);
  });

  it('documents every addition with a reason', () => {
    for (const reason of Object.values(ADDITIONS)) expect(reason.length).toBeGreaterThan(10);
  });
});
