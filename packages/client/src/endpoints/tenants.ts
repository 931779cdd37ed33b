import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Adds a tenant record: 201 returns it. */
export const createTenant = /* @__PURE__ */ define<Endpoints['createTenant']>(
  'POST',
  '/api/v1/tenants',
  ['manager'],
);

/** One tenant record: 200. */
export const getTenant = /* @__PURE__ */ define<Endpoints['getTenant']>(
  'GET',
  '/api/v1/tenants/{id}',
  ['manager'],
);

/** Edits a tenant's name, e-mail or phone: 200. */
export const updateTenant = /* @__PURE__ */ define<Endpoints['updateTenant']>(
  'PATCH',
  '/api/v1/tenants/{id}',
  ['manager'],
);

/** Assigns a tenant to a unit: 201; 409 when the tenant already has a lease on it. */
export const createTenantLease = /* @__PURE__ */ define<Endpoints['createTenantLease']>(
  'POST',
  '/api/v1/tenant-leases',
  ['manager'],
);

/** Removes a tenant from a unit: 200. */
export const deleteTenantLease = /* @__PURE__ */ define<Endpoints['deleteTenantLease']>(
  'DELETE',
  '/api/v1/tenant-leases/{id}',
  ['manager'],
);
