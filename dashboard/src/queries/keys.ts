/**
 * Query keys, by resource and then ids/filters: invalidating a prefix (['units']) reaches
 * every query under it (['units', propertyId]). One place, so a save and the screens that
 * show what it changed cannot disagree on a spelling.
 */
import { invalidate } from './query.ts';

export const keys = {
  properties: ['properties'],
  property: (id: string) => ['property', id],
  units: (propertyId?: string) => (propertyId ? ['units', propertyId] : ['units']),
  unit: (id: string) => ['unit', id],
  setup: ['setup'],
  divisions: (propertyId: string) => ['divisions', propertyId],
  facts: (propertyId: string) => ['facts', propertyId],
  showings: (propertyId: string) => ['showings', propertyId],
  leasingAgents: ['leasing-agents'],
  calendarFeeds: ['calendar-feeds'],
  calendarSources: ['calendar-sources'],
  tenantLeases: (unitId: string) => ['tenant-leases', unitId],
  listings: (unitId: string) => ['listings', unitId],
  residentConversation: (id: string) => ['resident-conversation', id],
  adminConversation: (interestId: string) => ['admin-conversation', interestId],
  runHistory: (page: number) => ['workflow-runs', page],
  subscription: ['subscription'],
  analytics: (range: { startDate: string; endDate: string }) => ['analytics', range],
  leadTrend: (endDate: string) => ['lead-trend', endDate],
  adminInterests: ['admin-interests'],
  adminProperty: (id: string) => ['admin-property', id],
  adminTenant: (id: string) => ['admin-tenant', id],
  phoneCall: (id: string) => ['phone-call', id],
  /** Every viewings list; one list is ['viewings', its query] (features/viewings). */
  viewings: ['viewings'],
  residentConversations: ['resident-conversations'],
  attention: (status: 'OPEN' | 'DONE') => ['attention', status],
} as const;

/**
 * A property or unit was created, renamed or deleted: the lists that name them (the sidebar,
 * the properties page, the units tables) and the set-up checklist that counts them.
 */
export function propertiesChanged(): Promise<void> {
  return invalidate(keys.properties, keys.units(), keys.setup);
}
