import Type from 'typebox';
import { endpoint } from '../define.ts';
import { NotModified } from '../schemas/common.ts';
import {
  LeadExportQuerySchema,
  LeadPageQuerySchema,
  LeadPageSchema,
  LeadRowSchema,
} from '../schemas/lead.ts';

export const listLeads = endpoint({
  method: 'GET',
  path: '/api/v1/leads',
  auth: ['manager'],
  summary:
    "Every lead of the manager's properties, last message newest first (leads without messages last). Send If-None-Match with the last ETag: 304 while no lead has changed.",
  responses: { 200: Type.Array(LeadRowSchema), 304: NotModified },
});

export const listLeadsPage = endpoint({
  method: 'GET',
  path: '/api/v1/leads/page',
  auth: ['manager'],
  summary:
    "One page of the manager's leads, sorted and filtered on the server (cursor pagination: a lead added meanwhile never makes another appear twice or go missing). Each property and unit comes once per page.",
  query: LeadPageQuerySchema,
  responses: { 200: LeadPageSchema },
});

export const exportLeads = endpoint({
  method: 'GET',
  path: '/api/v1/leads/export',
  auth: ['manager'],
  summary:
    'The leads that match the filters, in the same order, as CSV (text/csv, streamed): name, e-mail, phone, move-in date, status, property, unit, viewing, last message, created.',
  query: LeadExportQuerySchema,
  responses: { 200: Type.String({ description: 'text/csv' }) },
});
