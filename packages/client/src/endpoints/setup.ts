import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The manager's set-up checklist, welcome-questions state and unit quota. */
export const getSetup = /* @__PURE__ */ define<Endpoints['getSetup']>(
  'GET',
  '/api/v1/users/me/setup',
  ['manager'],
);

/** Dismisses the checklist, or records the snippet seen or the welcome questions answered. */
export const updateSetup = /* @__PURE__ */ define<Endpoints['updateSetup']>(
  'PATCH',
  '/api/v1/users/me/setup',
  ['manager'],
);
