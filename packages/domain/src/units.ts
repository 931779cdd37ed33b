/**
 * Unit rules: whether its chatbot is live, and the "not listed" size.
 */
import type { Availability } from './enums.ts';

/** A sizeSqft of -1 means the listing gave no size. */
export const SIZE_NOT_LISTED = -1;

export type ChatbotState = 'ENABLED' | 'DISABLED';

/** AVAILABLE units have a live chatbot; OCCUPIED and MAINTENANCE units have it disabled and hidden from tenants. */
export function chatbotState(availability: Availability | string | null | undefined): ChatbotState {
  return availability === 'AVAILABLE' ? 'ENABLED' : 'DISABLED';
}

/** The availability that 'Re-enable Chatbot' sets. */
export const REENABLED_AVAILABILITY: Availability = 'AVAILABLE';

/** The size in square feet when listed, else null (-1, missing, negative or not a number). */
export function listedSize(sizeSqft: number | null | undefined): number | null {
  return typeof sizeSqft === 'number' && Number.isFinite(sizeSqft) && sizeSqft >= 0
    ? sizeSqft
    : null;
}
