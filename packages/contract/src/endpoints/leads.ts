import Type from 'typebox';
import { endpoint } from '../define.ts';
import { NotModified } from '../schemas/common.ts';
import { LeadRowSchema } from '../schemas/lead.ts';

export const listLeads = endpoint({
  method: 'GET',
  path: '/api/v1/leads',
  auth: ['manager'],
  summary:
    "Every lead of the manager's properties, last message newest first (leads without messages last). Send If-None-Match with the last ETag: 304 while no lead has changed.",
  responses: { 200: Type.Array(LeadRowSchema), 304: NotModified },
});
