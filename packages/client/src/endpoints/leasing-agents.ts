import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's leasing agents: 200. */
export const listLeasingAgents = /* @__PURE__ */ define<Endpoints['listLeasingAgents']>(
  'GET',
  '/api/v1/leasing-agents',
  ['manager'],
);

/** Adds a leasing agent: 201 returns it. */
export const createLeasingAgent = /* @__PURE__ */ define<Endpoints['createLeasingAgent']>(
  'POST',
  '/api/v1/leasing-agents',
  ['manager'],
);

/** Edits a leasing agent: 200 returns it. */
export const updateLeasingAgent = /* @__PURE__ */ define<Endpoints['updateLeasingAgent']>(
  'PATCH',
  '/api/v1/leasing-agents/{id}',
  ['manager'],
);

/** Deletes a leasing agent (properties naming it get none): 200 means deleted. */
export const deleteLeasingAgent = /* @__PURE__ */ define<Endpoints['deleteLeasingAgent']>(
  'DELETE',
  '/api/v1/leasing-agents/{id}',
  ['manager'],
);
