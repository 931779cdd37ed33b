import Type from 'typebox';
import { endpoint } from '../define.ts';
import {
  AttributeSchema,
  AttributesQuerySchema,
  CreateAttributeSchema,
  UpdateAttributeSchema,
} from '../schemas/attribute.ts';
import { IdParams } from '../schemas/common.ts';

export const listUserAttributes = endpoint({
  method: 'GET',
  path: '/api/v1/attributes',
  auth: ['manager'],
  summary: "The manager's own (business-level) attributes of the wanted types.",
  query: AttributesQuerySchema,
  responses: { 200: Type.Array(AttributeSchema) },
});

export const listPropertyAttributes = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{id}/attributes',
  auth: ['manager'],
  summary:
    "The effective attributes of a property: for each wanted type, the property's own value, else the manager's business value; at most one per type. ownerTable and ownerID say whose each is, so the policy editor updates its own values and creates an override for inherited ones.",
  params: IdParams,
  query: AttributesQuerySchema,
  responses: { 200: Type.Array(AttributeSchema) },
});

export const listUnitAttributes = endpoint({
  method: 'GET',
  path: '/api/v1/units/{id}/attributes',
  auth: ['manager'],
  summary:
    "The effective attributes of a unit: the unit's own value, else its property's, else the manager's; at most one per type, each with its owner (as for properties).",
  params: IdParams,
  query: AttributesQuerySchema,
  responses: { 200: Type.Array(AttributeSchema) },
});

export const createAttribute = endpoint({
  method: 'POST',
  path: '/api/v1/attributes',
  auth: ['manager'],
  summary:
    'Creates a value for an owner the manager owns (their user, property or unit). 409 when that owner already has a value of that type (update it instead).',
  body: CreateAttributeSchema,
  responses: { 201: AttributeSchema },
});

export const updateAttribute = endpoint({
  method: 'PATCH',
  path: '/api/v1/attributes/{id}',
  auth: ['manager'],
  summary: "Edits an attribute's value; its type and owner cannot change.",
  params: IdParams,
  body: UpdateAttributeSchema,
  responses: { 200: AttributeSchema },
});
