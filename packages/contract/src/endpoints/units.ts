import Type from 'typebox';
import { endpoint } from '../define.ts';
import { IdParams, Ok } from '../schemas/common.ts';
import { ListingSchema } from '../schemas/listing.ts';
import { TenantLeaseWithTenantSchema } from '../schemas/tenant.ts';
import { CreateUnitSchema, UnitSchema, UpdateUnitSchema } from '../schemas/unit.ts';

export const createUnit = endpoint({
  method: 'POST',
  path: '/api/v1/units',
  auth: ['manager'],
  summary:
    "Creates a unit by hand in one of the manager's properties (status CLAIMED at once). 402 when the unit quota is used up.",
  body: CreateUnitSchema,
  responses: { 201: UnitSchema },
});

export const getUnit = endpoint({
  method: 'GET',
  path: '/api/v1/units/{id}',
  auth: ['manager'],
  summary: 'One unit of the manager.',
  params: IdParams,
  responses: { 200: UnitSchema },
});

export const updateUnit = endpoint({
  method: 'PATCH',
  path: '/api/v1/units/{id}',
  auth: ['manager'],
  summary:
    'Edits unit fields. Setting availability OCCUPIED or MAINTENANCE disables its chat; AVAILABLE re-enables it. 402 when re-enabling exceeds the unit quota.',
  params: IdParams,
  body: UpdateUnitSchema,
  responses: { 200: UnitSchema },
});

export const deleteUnit = endpoint({
  method: 'DELETE',
  path: '/api/v1/units/{id}',
  auth: ['manager'],
  summary: 'Deletes a unit with its listings and tenant leases.',
  params: IdParams,
  responses: { 200: Ok },
});

export const listUnitListings = endpoint({
  method: 'GET',
  path: '/api/v1/units/{id}/listings',
  auth: ['manager'],
  summary: "The unit's listing pages, oldest first (the first is the one used).",
  params: IdParams,
  responses: { 200: Type.Array(ListingSchema) },
});

export const listUnitTenantLeases = endpoint({
  method: 'GET',
  path: '/api/v1/units/{id}/tenant-leases',
  auth: ['manager'],
  summary: "The unit's tenant leases, each with its tenant.",
  params: IdParams,
  responses: { 200: Type.Array(TenantLeaseWithTenantSchema) },
});
