import { endpoint } from '../define.ts';
import { IdParams } from '../schemas/common.ts';
import { UpdateUserSchema, UserSchema } from '../schemas/user.ts';

export const getUser = endpoint({
  method: 'GET',
  path: '/api/v1/users/{id}',
  auth: ['manager'],
  summary:
    "The signed-in manager's own record; 404 for any other id (another manager's id is never confirmed to exist).",
  params: IdParams,
  responses: { 200: UserSchema },
});

export const updateUser = endpoint({
  method: 'PATCH',
  path: '/api/v1/users/{id}',
  auth: ['manager'],
  summary:
    'Edits profile, appointment availability, webhook URL or business-profile fields of the signed-in manager; answers the updated user.',
  params: IdParams,
  body: UpdateUserSchema,
  responses: { 200: UserSchema },
});
