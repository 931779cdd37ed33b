import Type from 'typebox';
import { endpoint } from '../define.ts';
import { Ok, PropertyIdParams, UnitIdParams } from '../schemas/common.ts';
import { CreateDemoInterestSchema, DemoPropertySchema, DemoUnitSchema } from '../schemas/demo.ts';
import { ListingSchema } from '../schemas/listing.ts';

export const getDemoProperty = endpoint({
  method: 'GET',
  path: '/api/v1/demo-properties/{propertyId}',
  auth: ['public'],
  summary: 'A demo property; the page polls until its status is UNCLAIMED. 404 for a non-demo id.',
  params: PropertyIdParams,
  responses: { 200: DemoPropertySchema },
});

export const getDemoUnit = endpoint({
  method: 'GET',
  path: '/api/v1/demo-units/{unitId}',
  auth: ['public'],
  summary: 'A demo unit; the page polls until its status is UNCLAIMED. 404 for a non-demo id.',
  params: UnitIdParams,
  responses: { 200: DemoUnitSchema },
});

export const listDemoUnitListings = endpoint({
  method: 'GET',
  path: '/api/v1/demo-units/{unitId}/listings',
  auth: ['public'],
  summary: "A demo unit's listings, oldest first; the page uses the first.",
  params: UnitIdParams,
  responses: { 200: Type.Array(ListingSchema) },
});

export const createDemoInterest = endpoint({
  method: 'POST',
  path: '/api/v1/demo-interests',
  auth: ['public'],
  summary: "Records the demo page's lead form (rate-limited per IP: 429).",
  body: CreateDemoInterestSchema,
  responses: { 200: Ok },
});
