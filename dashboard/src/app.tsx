import { MantineProvider } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LazyNotifications } from './layout/lazy-notifications.tsx';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createBrowserRouter(routes);

/** The dashboard: Mantine theme, toasts (1500 ms) and the route table. */
export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
