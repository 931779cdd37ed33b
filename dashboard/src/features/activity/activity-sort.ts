import type { ResidentConversationItem } from '@porchlight/client';
import { compareCells, type SortState } from '@porchlight/domain';

/** The sortable columns of Resident Activity (Unit Number is not sortable). */
export type ActivityColumn = 'propertyAddress' | 'tenantName' | 'lastMessage';

/** The tenant's name as shown: first and last. */
export const tenantName = (item: ResidentConversationItem) =>
  `${item.tenant.firstName} ${item.tenant.lastName}`.trim();

function cell(item: ResidentConversationItem, column: ActivityColumn): string | number | null {
  if (column === 'propertyAddress') return item.property.address;
  if (column === 'tenantName') return tenantName(item);
  const ms = item.lastMessage ? Date.parse(item.lastMessage.createdAt) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** The rows in the chosen order (domain compareCells: missing values last either way). */
export function sortActivity(
  items: readonly ResidentConversationItem[],
  sort: SortState<ActivityColumn>,
): ResidentConversationItem[] {
  return [...items].sort((a, b) =>
    compareCells(cell(a, sort.column), cell(b, sort.column), sort.direction),
  );
}
