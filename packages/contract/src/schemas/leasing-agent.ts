import Type, { type Static } from 'typebox';
import { DateTime, Email, Id, Name, NormalizedPhone } from './common.ts';

/** All four are required on create; the phone is the normalised form. */
export const LeasingAgentFieldsSchema = Type.Object({
  firstName: Name,
  lastName: Name,
  email: Email,
  phone: NormalizedPhone,
});

export const LeasingAgentSchema = Type.Object({
  id: Id,
  userId: Id,
  ...LeasingAgentFieldsSchema.properties,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type LeasingAgent = Static<typeof LeasingAgentSchema>;

export const CreateLeasingAgentSchema = Type.Object(LeasingAgentFieldsSchema.properties, {
  additionalProperties: false,
});
export type CreateLeasingAgent = Static<typeof CreateLeasingAgentSchema>;

export const UpdateLeasingAgentSchema = Type.Partial(LeasingAgentFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateLeasingAgent = Static<typeof UpdateLeasingAgentSchema>;
