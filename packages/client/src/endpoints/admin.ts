import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Admin: every tenant interest: 200; 403 for a manager who is not an admin. */
export const adminListTenantInterests = /* @__PURE__ */ define<
  Endpoints['adminListTenantInterests']
>('GET', '/api/v1/admin/tenant-interests', ['admin']);

/** Admin: any property: 200. */
export const adminGetProperty = /* @__PURE__ */ define<Endpoints['adminGetProperty']>(
  'GET',
  '/api/v1/admin/properties/{id}',
  ['admin'],
);

/** Admin: any prospect: 200. */
export const adminGetPotentialTenant = /* @__PURE__ */ define<Endpoints['adminGetPotentialTenant']>(
  'GET',
  '/api/v1/admin/potential-tenants/{id}',
  ['admin'],
);

/** Admin: the conversation of a tenant property interest (id is the interest's): 200. */
export const adminGetConversation = /* @__PURE__ */ define<Endpoints['adminGetConversation']>(
  'GET',
  '/api/v1/admin/conversations/property-interest/{id}',
  ['admin'],
);
