/**
 * How a lead's status is drawn: a label, a colour and a step of the three-dot indicator.
 */
import { LEAD_STATUS_INFO, type LeadStatus } from './enums.ts';

export const LEAD_STATUS_STEPS = 3;

export interface LeadStatusDisplay {
  label: string;
  color: string;
  /** 1 to {@link LEAD_STATUS_STEPS}. */
  step: number;
}

/**
 * The display of a status; an unknown status is the first step in grey, labelled
 * with its own text (the spec names no label for it), or 'Unknown' when blank.
 */
export function leadStatusDisplay(status: string | null | undefined): LeadStatusDisplay {
  if (status && Object.hasOwn(LEAD_STATUS_INFO, status)) {
    const { label, color, step } = LEAD_STATUS_INFO[status as LeadStatus];
    return { label, color, step };
  }
  return { label: status?.trim() || 'Unknown', color: 'grey', step: 1 };
}
