import { endpoint } from '../define.ts';
import { SetupSchema, UpdateSetupSchema } from '../schemas/setup.ts';

export const getSetup = endpoint({
  method: 'GET',
  path: '/api/v1/users/me/setup',
  auth: ['manager'],
  summary:
    "The signed-in manager's set-up checklist: each step done when its data exists, whether the checklist was dismissed and the welcome questions answered, the first property, and the plan's unit quota (live units and how many are allowed).",
  responses: { 200: SetupSchema },
});

export const updateSetup = endpoint({
  method: 'PATCH',
  path: '/api/v1/users/me/setup',
  auth: ['manager'],
  summary:
    'Records, for the signed-in manager, that the checklist was dismissed (or brought back), that the chat link or snippet was seen, or that the welcome questions were answered or skipped; answers the set-up state.',
  body: UpdateSetupSchema,
  responses: { 200: SetupSchema },
});
