import Type from 'typebox';
import { endpoint } from '../define.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreateLeasingAgentSchema,
  LeasingAgentSchema,
  UpdateLeasingAgentSchema,
} from '../schemas/leasing-agent.ts';

export const listLeasingAgents = endpoint({
  method: 'GET',
  path: '/api/v1/leasing-agents',
  auth: ['manager'],
  summary: "The manager's leasing agents, oldest first.",
  responses: { 200: Type.Array(LeasingAgentSchema) },
});

export const createLeasingAgent = endpoint({
  method: 'POST',
  path: '/api/v1/leasing-agents',
  auth: ['manager'],
  summary: 'Adds a leasing agent; all four fields required, phone normalised.',
  body: CreateLeasingAgentSchema,
  responses: { 201: LeasingAgentSchema },
});

export const updateLeasingAgent = endpoint({
  method: 'PATCH',
  path: '/api/v1/leasing-agents/{id}',
  auth: ['manager'],
  summary: 'Edits a leasing agent.',
  params: IdParams,
  body: UpdateLeasingAgentSchema,
  responses: { 200: LeasingAgentSchema },
});

export const deleteLeasingAgent = endpoint({
  method: 'DELETE',
  path: '/api/v1/leasing-agents/{id}',
  auth: ['manager'],
  summary: 'Deletes a leasing agent; properties that named it get leasingAgentId null.',
  params: IdParams,
  responses: { 200: Ok },
});
