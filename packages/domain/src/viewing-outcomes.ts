import { VIEWING_OUTCOMES } from './enums.ts';

/**
 * How a lead's last viewing ended, as the leads table shows it: marked shown or a no-show by
 * its agent, or cancelled (by the prospect or the manager).
 */
export const LAST_VIEWING_OUTCOMES = [...VIEWING_OUTCOMES, 'CANCELLED'] as const;
export type LastViewingOutcome = (typeof LAST_VIEWING_OUTCOMES)[number];

/** The badge of each, in the dashboard's words. */
export const LAST_VIEWING_OUTCOME_LABELS: Record<LastViewingOutcome, string> = {
  SHOWN: 'Shown',
  NO_SHOW: 'No-show',
  CANCELLED: 'Cancelled',
};
