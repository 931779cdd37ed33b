import Type from 'typebox';
import { endpoint } from '../define.ts';
import { LeadRowSchema } from '../schemas/lead.ts';

export const listLeads = endpoint({
  method: 'GET',
  path: '/api/v1/leads',
  auth: ['manager'],
  summary:
    "Every lead of the manager's properties, last message newest first (leads without messages last).",
  responses: { 200: Type.Array(LeadRowSchema) },
});
