import Type from 'typebox';
import { endpoint } from '../define.ts';
import { IdParams } from '../schemas/common.ts';
import { ConversationSchema } from '../schemas/conversation.ts';
import { AdminTenantInterestSchema } from '../schemas/lead.ts';
import { PotentialTenantSchema } from '../schemas/potential-tenant.ts';
import { PropertySchema } from '../schemas/property.ts';

/* Admin routes read across all managers; a manager who is not an admin gets 403. */

export const adminListTenantInterests = endpoint({
  method: 'GET',
  path: '/api/v1/admin/tenant-interests',
  auth: ['admin'],
  summary:
    "Every tenant property interest, last updated first, with its property's address and the prospect's name and e-mail.",
  responses: { 200: Type.Array(AdminTenantInterestSchema) },
});

export const adminGetProperty = endpoint({
  method: 'GET',
  path: '/api/v1/admin/properties/{id}',
  auth: ['admin'],
  summary: 'Any property.',
  params: IdParams,
  responses: { 200: PropertySchema },
});

export const adminGetPotentialTenant = endpoint({
  method: 'GET',
  path: '/api/v1/admin/potential-tenants/{id}',
  auth: ['admin'],
  summary: 'Any potential tenant.',
  params: IdParams,
  responses: { 200: PotentialTenantSchema },
});

export const adminGetConversation = endpoint({
  method: 'GET',
  path: '/api/v1/admin/conversations/property-interest/{id}',
  auth: ['admin'],
  summary: 'The conversation of a tenant property interest; `id` is the interest id.',
  params: IdParams,
  responses: { 200: ConversationSchema },
});
