/**
 * The sidebar's entries as data (spec section 2, navigation sidebar), so the rules of which
 * entry shows where are plain functions with tests, apart from how they are drawn.
 */
import { sidebarAddress, unitLabel } from '@porchlight/domain';

export interface NavItem {
  label: string;
  /** The whole text when `label` is cut (a long address): the tooltip and the link's name. */
  fullLabel?: string;
  to: string;
  /** Active only on exactly this path (General must not light up on /profile/business). */
  exact?: boolean;
  children?: NavItem[];
  /** A count shown beside the label (open items under Needs attention). */
  badge?: number;
}

export interface NavInput {
  pathname: string;
  properties: readonly { id: string; address: string }[];
  /** Units of the property open in the URL (PROCESSING ones already left out). */
  units: readonly { id: string; propertyId: string; unitNumber?: string | null }[];
  isAdmin: boolean;
  /** Items waiting under Needs attention. */
  attentionCount?: number;
}

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The property id in /properties/{id}[/...], if any. */
export function activePropertyId(pathname: string): string | undefined {
  return /^\/properties\/([^/]+)/.exec(pathname)?.[1];
}

/** The sidebar entries for the current path, in the spec's order. */
export function buildNav({
  pathname,
  properties,
  units,
  isAdmin,
  attentionCount = 0,
}: NavInput): NavItem[] {
  const openProperty = activePropertyId(pathname);
  const propertyItems: NavItem[] = properties.map((property) => ({
    label: sidebarAddress(property.address),
    fullLabel: property.address,
    to: `/properties/${property.id}`,
    exact: true,
    children:
      property.id === openProperty
        ? units
            .filter((unit) => unit.propertyId === property.id)
            .map((unit) => ({
              label: unitLabel(unit),
              to: `/properties/${property.id}/units/${unit.id}`,
            }))
        : undefined,
  }));

  const items: NavItem[] = [
    {
      label: 'AI assistant',
      to: '/assistant',
      exact: true,
      children: isUnder(pathname, '/assistant')
        ? [{ label: 'History', to: '/assistant/history' }]
        : undefined,
    },
    { label: 'Resident AI', to: '/resident-ai' },
    { label: 'Activity', to: '/activity' },
    { label: 'Properties', to: '/properties', exact: true, children: propertyItems },
    {
      label: 'Needs attention',
      to: '/attention',
      ...(attentionCount > 0 ? { badge: attentionCount } : {}),
    },
    { label: 'Leads', to: '/leads' },
    { label: 'Viewings', to: '/viewings' },
    { label: 'Connections', to: '/connections' },
    {
      label: 'Profile',
      to: '/profile',
      exact: true,
      children: isUnder(pathname, '/profile')
        ? [
            { label: 'General', to: '/profile', exact: true },
            { label: 'Business Profile', to: '/profile/business' },
          ]
        : undefined,
    },
    { label: 'Settings', to: '/settings' },
  ];
  if (isAdmin) items.push({ label: 'Conversations', to: '/conversations' });
  return items;
}

/** True when `item` is the page being shown. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/properties' && pathname === '/') return true;
  return item.exact ? pathname === item.to : isUnder(pathname, item.to);
}
