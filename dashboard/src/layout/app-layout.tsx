import { AppShell, Box, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { RequireSession } from '../session/guards.tsx';
import { useUi } from '../session/store.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { Footer } from './footer.tsx';
import { Sidebar } from './sidebar.tsx';
import classes from './skip-link.module.css';

// The 402 dialog is fetched only when a call answers 402.
const SubscriptionRequiredModal = lazy(() =>
  import('../ui/subscription-required-modal.tsx').then((module) => ({
    default: module.SubscriptionRequiredModal,
  })),
);

function SignedInShell() {
  const subscriptionRequired = useUi((state) => state.subscriptionRequired);
  const [opened, { toggle, close }] = useDisclosure(false);
  useCurrentUser();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <AppShell.Header px="md">
        <Group h="100%" gap="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
          <Title order={2} size="h4">
            <Link to="/properties" style={{ color: 'inherit', textDecoration: 'none' }}>
              Porchlight
            </Link>
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main
        id="main-content"
        tabIndex={-1}
        style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
      {subscriptionRequired && (
        <Suspense fallback={null}>
          <SubscriptionRequiredModal />
        </Suspense>
      )}
    </AppShell>
  );
}

/** Every manager page: the session guard, the sidebar, the footer and the 402 modal. */
export function AppLayout() {
  return (
    <RequireSession>
      <SignedInShell />
    </RequireSession>
  );
}
