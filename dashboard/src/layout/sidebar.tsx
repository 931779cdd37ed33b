import {
  Anchor,
  Badge,
  Box,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { propertiesQuery, unitsQuery } from '../features/properties/properties-query.ts';
import { logOut, useSession, useUi } from '../session/store.ts';
import { FullTextTitle } from '../ui/full-text-title.tsx';
import { activePropertyId, buildNav, isActive, type NavItem } from './nav-model.ts';
import { useAttentionCount } from './use-attention-count.ts';

/** Where 'Suggest a Feature' leads; a deployment may point it at its own board. */
export const FEATURE_BOARD_URL =
  import.meta.env.VITE_FEATURE_BOARD_URL ?? 'https://github.com/porchlight/porchlight/discussions';

export interface SidebarProps {
  /** Called after a link is followed (closes the navbar on narrow screens). */
  onNavigate?: () => void;
}

function NavEntry({
  item,
  pathname,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  onNavigate?: () => void;
}) {
  const active = isActive(item, pathname);
  const children = item.children ?? [];
  // Sub-items are drawn below the link rather than as Mantine NavLink children: a NavLink
  // with children turns its click into an expand toggle, and these entries must navigate.
  // Which sub-items show is the spec's rule (nav-model.ts), not a click.
  // A cut label (a long address) shows the whole text on hover and names the link with it;
  // the visible, cut text is hidden from assistive technology so it is not read twice.
  const cut = item.fullLabel !== undefined && item.fullLabel !== item.label;
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      label={cut ? <span aria-hidden="true">{item.label}</span> : item.label}
      aria-label={cut ? item.fullLabel : undefined}
      rightSection={
        item.badge ? (
          <Badge size="sm" color="red" circle={item.badge < 10} aria-label={`${item.badge} open`}>
            {item.badge > 99 ? '99+' : item.badge}
          </Badge>
        ) : undefined
      }
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  return (
    <>
      {cut ? <FullTextTitle label={item.fullLabel ?? item.label}>{link}</FullTextTitle> : link}
      {children.length > 0 && (
        <Box pl="md" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }} ml="md">
          {children.map((child) => (
            <NavEntry key={child.to} item={child} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </Box>
      )}
    </>
  );
}

/** The logged-in manager's navigation (spec section 2). */
export function Sidebar({ onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const navVersion = useUi((state) => state.navVersion);
  const user = useSession((state) => state.user);
  const email = useSession((state) => state.email);
  const openProperty = activePropertyId(pathname);

  // Any failure but a 401 (which signs out) leaves the lists empty.
  const properties = useQuery(propertiesQuery);
  const units = useQuery({
    ...unitsQuery(openProperty ?? ''),
    enabled: Boolean(openProperty),
    select: (list) => list.filter((unit) => unit.status !== 'PROCESSING'),
  });

  const attentionCount = useAttentionCount(navVersion);
  const items = buildNav({
    pathname,
    properties: properties.data ?? [],
    units: openProperty ? (units.data ?? []) : [],
    isAdmin: user?.isAdmin ?? false,
    attentionCount,
  });

  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea component="nav" aria-label="Main" style={{ flex: 1 }}>
        {items.map((item) => (
          <NavEntry key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </ScrollArea>
      <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm" c="dimmed" truncate="end" title={user?.email ?? email ?? undefined}>
          {user?.email ?? email}
        </Text>
        <Stack gap={4} mt="xs">
          <Anchor href={FEATURE_BOARD_URL} target="_blank" rel="noopener noreferrer" size="sm">
            Suggest a Feature
          </Anchor>
          <UnstyledButton onClick={logOut} fz="sm" c="blue" ta="left">
            Log Out
          </UnstyledButton>
        </Stack>
      </Box>
    </Stack>
  );
}
