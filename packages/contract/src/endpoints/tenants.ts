import { endpoint } from '../define.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import {
  CreateTenantLeaseSchema,
  CreateTenantSchema,
  TenantLeaseSchema,
  TenantSchema,
  UpdateTenantSchema,
} from '../schemas/tenant.ts';

export const createTenant = endpoint({
  method: 'POST',
  path: '/api/v1/tenants',
  auth: ['manager'],
  summary: 'Records a tenant (a resident who may use Resident AI with this e-mail).',
  body: CreateTenantSchema,
  responses: { 201: TenantSchema },
});

export const getTenant = endpoint({
  method: 'GET',
  path: '/api/v1/tenants/{id}',
  auth: ['manager'],
  summary: 'One tenant of the manager.',
  params: IdParams,
  responses: { 200: TenantSchema },
});

export const updateTenant = endpoint({
  method: 'PATCH',
  path: '/api/v1/tenants/{id}',
  auth: ['manager'],
  summary: 'Edits a tenant.',
  params: IdParams,
  body: UpdateTenantSchema,
  responses: { 200: TenantSchema },
});

export const createTenantLease = endpoint({
  method: 'POST',
  path: '/api/v1/tenant-leases',
  auth: ['manager'],
  summary:
    "Assigns a tenant to a unit of one of the manager's properties. 409 when the tenant already has a lease on that unit.",
  body: CreateTenantLeaseSchema,
  responses: { 201: TenantLeaseSchema },
});

export const deleteTenantLease = endpoint({
  method: 'DELETE',
  path: '/api/v1/tenant-leases/{id}',
  auth: ['manager'],
  summary: 'Removes a tenant from a unit (the tenant record stays).',
  params: IdParams,
  responses: { 200: Ok },
});
