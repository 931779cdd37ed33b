import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LazyNotifications } from './layout/lazy-notifications.tsx';
import { queryClient } from './queries/query.ts';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createBrowserRouter(routes);

/** The dashboard: Mantine theme, toasts (1500 ms), the server-data cache and the route table. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <LazyNotifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
