import Type from 'typebox';
import { endpoint } from '../define.ts';
import { Id, Ok, PropertyIdParams } from '../schemas/common.ts';
import {
  CreateOpenHouseSchema,
  OpenHouseSchema,
  ShowingsSchema,
  UpdateShowingsSchema,
} from '../schemas/showings.ts';

export const getShowings = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{propertyId}/showings',
  auth: ['manager'],
  summary:
    "How the property's viewings happen (an agent shows each, self-guided, or open house), who a booking goes to (FIXED: the property's leasing agent, else the manager; ROUND_ROBIN: by turns among the agents who show it and are free), those agents, and the open-house times ahead.",
  params: PropertyIdParams,
  responses: { 200: ShowingsSchema },
});

export const updateShowings = endpoint({
  method: 'PUT',
  path: '/api/v1/properties/{propertyId}/showings',
  auth: ['manager'],
  summary:
    "Sets the showing mode, the assignment and the agents who show the property (each one of the manager's leasing agents, else 404). Viewings already booked keep their agent.",
  params: PropertyIdParams,
  body: UpdateShowingsSchema,
  responses: { 200: ShowingsSchema },
});

export const createOpenHouse = endpoint({
  method: 'POST',
  path: '/api/v1/properties/{propertyId}/open-houses',
  auth: ['manager'],
  summary:
    'Adds an open-house time that prospects book places in, up to its capacity (400 when it ends before it starts, is past, lasts over 12 hours or overlaps another open house of the property).',
  params: PropertyIdParams,
  body: CreateOpenHouseSchema,
  responses: { 201: OpenHouseSchema },
});

export const deleteOpenHouse = endpoint({
  method: 'DELETE',
  path: '/api/v1/properties/{propertyId}/open-houses/{openHouseId}',
  auth: ['manager'],
  summary:
    'Removes an open-house time; each prospect who booked a place is told it is cancelled (as when the manager cancels a viewing).',
  params: Type.Object({ propertyId: Id, openHouseId: Id }),
  responses: { 200: Ok },
});
