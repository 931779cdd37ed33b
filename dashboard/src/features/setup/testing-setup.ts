import type { Setup, SetupStepKey } from '@porchlight/client';

const KEYS: SetupStepKey[] = [
  'PROPERTY',
  'UNITS',
  'VIEWING_HOURS',
  'POLICIES',
  'WEBSITE',
  'TEST_CHAT',
  'GO_LIVE',
];

/** A set-up state for tests: the steps named in `done` are done. */
export function setupSample(done: SetupStepKey[] = [], change: Partial<Setup> = {}): Setup {
  return {
    steps: KEYS.map((key) => ({ key, done: done.includes(key) })),
    dismissed: false,
    onboardingAnswered: false,
    firstPropertyId: done.includes('PROPERTY') ? 'p1' : null,
    unitQuota: { live: 0, allowed: 1 },
    ...change,
  };
}
