import Type from 'typebox';
import { endpoint } from '../define.ts';
import { Created, IdParams, Ok } from '../schemas/common.ts';
import { ImportListingResultSchema, ImportListingSchema } from '../schemas/listing.ts';
import {
  CreateDivisionSchema,
  CreatePropertySchema,
  DivisionSchema,
  LeaseFileSchema,
  LeaseFileTextSchema,
  PropertySchema,
  UpdatePropertySchema,
  UploadLeaseSchema,
} from '../schemas/property.ts';
import { UnitSchema } from '../schemas/unit.ts';

export const listProperties = endpoint({
  method: 'GET',
  path: '/api/v1/properties',
  auth: ['manager'],
  summary:
    "The manager's properties, newest first. 401 means the session is gone (the dashboard logs out).",
  responses: { 200: Type.Array(PropertySchema) },
});

export const createProperty = endpoint({
  method: 'POST',
  path: '/api/v1/properties',
  auth: ['manager'],
  summary:
    'Creates a property by hand (status CLAIMED at once). 402 when the unit quota is used up.',
  body: CreatePropertySchema,
  responses: { 201: Created },
});

export const getProperty = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{id}',
  auth: ['manager'],
  summary: 'One property of the manager.',
  params: IdParams,
  responses: { 200: PropertySchema },
});

export const updateProperty = endpoint({
  method: 'PATCH',
  path: '/api/v1/properties/{id}',
  auth: ['manager'],
  summary: 'Edits property fields, leasing settings or pet settings.',
  params: IdParams,
  body: UpdatePropertySchema,
  responses: { 200: PropertySchema },
});

export const deleteProperty = endpoint({
  method: 'DELETE',
  path: '/api/v1/properties/{id}',
  auth: ['manager'],
  summary: 'Deletes a property with its units, divisions and leads.',
  params: IdParams,
  responses: { 200: Ok },
});

export const listPropertyUnits = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{id}/units',
  auth: ['manager'],
  summary: "The property's units, PROCESSING ones included (the dashboard hides them).",
  params: IdParams,
  responses: { 200: Type.Array(UnitSchema) },
});

export const listDivisions = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{id}/divisions',
  auth: ['manager'],
  summary: "The property's sub-divisions.",
  params: IdParams,
  responses: { 200: Type.Array(DivisionSchema) },
});

export const createDivision = endpoint({
  method: 'POST',
  path: '/api/v1/properties/{id}/divisions',
  auth: ['manager'],
  summary: 'Adds a division; the name is trimmed and must not be empty.',
  params: IdParams,
  body: CreateDivisionSchema,
  responses: { 201: DivisionSchema },
});

export const deleteDivision = endpoint({
  method: 'DELETE',
  path: '/api/v1/property-divisions/{id}',
  auth: ['manager'],
  summary: 'Removes a division.',
  params: IdParams,
  responses: { 200: Ok },
});

export const uploadLease = endpoint({
  method: 'POST',
  path: '/api/v1/embeddings/properties/{id}/lease',
  auth: ['manager'],
  summary:
    "Replaces the property's lease text, which the assistant retrieves from. The route's body limit must admit 2,000,000 characters (Fastify's default is 1 MiB); 413 beyond.",
  params: IdParams,
  body: UploadLeaseSchema,
  responses: { 200: Ok },
});

export const extractLeaseText = endpoint({
  method: 'POST',
  path: '/api/v1/properties/{id}/lease-file-text',
  auth: ['manager'],
  summary:
    "Reads a lease file's text for the manager to review (a PDF with a text layer, a Word .docx, or plain text; the format is read from the bytes). Stores nothing: the reviewed text is saved with uploadLease. The body is the file itself, at most 10 MiB (413 beyond); 400 with a sentence to show for a scanned PDF, a password, or another kind of file; 413 when its text is longer than a lease's.",
  params: IdParams,
  body: LeaseFileSchema,
  responses: { 200: LeaseFileTextSchema },
});

export const importListing = endpoint({
  method: 'POST',
  path: '/api/v1/import-listing',
  auth: ['manager'],
  summary:
    'Imports a listing URL as a new property, or as a new unit of `propertyId`. The item is created PROCESSING and becomes CLAIMED when the import job is done; the client polls it. 402 when the unit quota is used up.',
  body: ImportListingSchema,
  responses: { 200: ImportListingResultSchema },
});
