import { describe, expect, it } from 'vitest';
import { buildNav, isActive, type NavItem } from './nav-model.ts';

const properties = [
  { id: 'p1', address: '1200 Evergreen Terrace, Springfield' },
  { id: 'p2', address: '9 Elm St' },
];
const units = [
  { id: 'u1', propertyId: 'p1', unitNumber: '4B' },
  { id: 'u2', propertyId: 'p1', unitNumber: null },
  { id: 'u3', propertyId: 'p1', unitNumber: '  ' },
];
const labels = (items: NavItem[] | undefined) => (items ?? []).map((item) => item.label);
const nav = (pathname: string, isAdmin = false) =>
  buildNav({ pathname, properties, units, isAdmin });
const entry = (items: NavItem[], label: string) => items.find((item) => item.label === label);

describe('the sidebar entries', () => {
  it('lists the spec entries in order, without Conversations for a manager', () => {
    expect(labels(nav('/properties'))).toEqual([
      'AI assistant',
      'Resident AI',
      'Activity',
      'Properties',
      'Needs attention',
      'Leads',
      'Viewings',
      'Connections',
      'Profile',
      'Settings',
    ]);
  });

  it('shows how many items wait under Needs attention, and no badge for none', () => {
    const base = { pathname: '/leads', properties: [], units: [], isAdmin: false };
    expect(entry(buildNav({ ...base, attentionCount: 3 }), 'Needs attention')?.badge).toBe(3);
    expect(
      entry(buildNav({ ...base, attentionCount: 0 }), 'Needs attention')?.badge,
    ).toBeUndefined();
  });

  it('adds Conversations at /conversations for the admin only', () => {
    const admin = nav('/properties', true);
    expect(entry(admin, 'Conversations')?.to).toBe('/conversations');
    expect(entry(nav('/properties', false), 'Conversations')).toBeUndefined();
  });

  it('cuts each property address at a word within 20 characters plus an ellipsis, short ones whole', () => {
    const items = entry(nav('/properties'), 'Properties')?.children;
    expect(labels(items)).toEqual(['1200 Evergreen...', '9 Elm St']);
    // The whole address goes with it, for the tooltip and the link's name.
    expect(items?.map((item) => item.fullLabel)).toEqual([
      '1200 Evergreen Terrace, Springfield',
      '9 Elm St',
    ]);
    expect(items?.[0]?.to).toBe('/properties/p1');
  });

  it("labels units by number, else 'Unit', under the open property only", () => {
    const open = entry(nav('/properties/p1'), 'Properties')?.children ?? [];
    expect(labels(open[0]?.children)).toEqual(['4B', 'Unit', 'Unit']);
    expect(open[0]?.children?.[0]?.to).toBe('/properties/p1/units/u1');
    expect(open[1]?.children).toBeUndefined();
    const closed = entry(nav('/properties'), 'Properties')?.children ?? [];
    expect(closed[0]?.children).toBeUndefined();
  });

  it('shows History only on an assistant route', () => {
    expect(entry(nav('/assistant'), 'AI assistant')?.children?.[0]).toEqual({
      label: 'History',
      to: '/assistant/history',
    });
    expect(labels(entry(nav('/assistant/abc'), 'AI assistant')?.children)).toEqual(['History']);
    expect(entry(nav('/properties'), 'AI assistant')?.children).toBeUndefined();
    expect(entry(nav('/assistants'), 'AI assistant')?.children).toBeUndefined();
  });

  it('shows General and Business Profile only on a profile route', () => {
    const profile = entry(nav('/profile/business'), 'Profile');
    expect(profile?.children?.map((child) => [child.label, child.to])).toEqual([
      ['General', '/profile'],
      ['Business Profile', '/profile/business'],
    ]);
    expect(entry(nav('/settings'), 'Profile')?.children).toBeUndefined();
  });

  it('marks only the page being shown as active', () => {
    const profile = entry(nav('/profile/business'), 'Profile');
    const [general, business] = profile?.children ?? [];
    expect(general && isActive(general, '/profile/business')).toBe(false);
    expect(business && isActive(business, '/profile/business')).toBe(true);
    const properties = entry(nav('/'), 'Properties');
    expect(properties && isActive(properties, '/')).toBe(true);
  });
});
