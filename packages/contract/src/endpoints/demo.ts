import Type from 'typebox';
import { endpoint } from '../define.ts';
import { Ok, PropertyIdParams, UnitIdParams } from '../schemas/common.ts';
import { CreateDemoInterestSchema, DemoPropertySchema, DemoUnitSchema } from '../schemas/demo.ts';
import {
  CreateDemoImportSchema,
  DemoImportResultSchema,
  ListingSchema,
} from '../schemas/listing.ts';

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

export const createDemoImport = endpoint({
  method: 'POST',
  path: '/api/v1/demo-imports',
  auth: ['public'],
  summary:
    "A demo of the visitor's own listing: imports the URL into a new demo property and unit (PROCESSING, then UNCLAIMED when filled; removed when the page cannot be read, so the polls answer 404). Open /demo?propertyId=…&unitId=…. Demo imports are deleted after 7 days. 429 when an address asks too often.",
  body: CreateDemoImportSchema,
  responses: { 200: DemoImportResultSchema },
});
