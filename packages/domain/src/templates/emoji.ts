/**
 * The emoji of each workflow type, used by template cards and the history table.
 */
import type { WorkflowEmojiType } from '../enums.ts';

/** Shown for a run whose type has no emoji. */
export const DOCUMENT_EMOJI = '📄';

export const WORKFLOW_EMOJIS: Readonly<Record<WorkflowEmojiType, string>> = {
  OVERDUE_RENT_REMINDER: '⏰',
  MOVE_OUT_CHECKLIST: '📦',
  PROPERTY_UPDATE_ANNOUNCEMENT: '📢',
  NON_URGENT_MAINTENANCE_CONFIRMATION: '🔧',
  URGENT_MAINTENANCE_TRIAGE: '🚨',
  PREVENTIVE_MAINTENANCE_NOTICE: '🛠️',
  PROPERTY_LISTING: '🏠',
  SOCIAL_MEDIA_POST: '📱',
  LEASE_INCENTIVE: '🎁',
  SECURITY_DEPOSIT_SETTLEMENT: '💵',
  EVICTION_NOTICE: '⚠️',
  LEASE_TERMINATION: '📝',
  MONTHLY_PERFORMANCE_UPDATE: '📈',
  CASH_FLOW_PROJECTION: '💸',
  QUARTERLY_ROI_SUMMARY: '📊',
  RENTAL_MARKET_COMPARISON: '🏘️',
  ROI_CALCULATION: '🧮',
  PORTFOLIO_PERFORMANCE: '💼',
};

/** The emoji of a run type, or {@link DOCUMENT_EMOJI} when the type is unknown. */
export function emojiForType(type: string | null | undefined): string {
  return type && Object.hasOwn(WORKFLOW_EMOJIS, type)
    ? WORKFLOW_EMOJIS[type as WorkflowEmojiType]
    : DOCUMENT_EMOJI;
}
