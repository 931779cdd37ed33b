/**
 * The route table of the manager-side specification, section 2. Every page is its own chunk (route `lazy`),
 * so /login downloads neither the shell nor the policy editor; the signed-in layout is a
 * chunk of its own too. /chat, /demo and /embed are served by the server, not by this app.
 */
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './layout/page-loading.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { NotFoundPage } from './pages/not-found.page.tsx';

/** Makes a route `lazy` from a page module and the name of its component. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => {
    const module = await load();
    return { Component: module[name] as React.ComponentType };
  };

const properties = page(() => import('./pages/properties.page.tsx'), 'PropertiesPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A first visit waits for its lazy page: show that it is loading, not a blank screen.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: 'login', lazy: page(() => import('./pages/login.page.tsx'), 'LoginPage') },
      { path: 'signup', lazy: page(() => import('./pages/signup.page.tsx'), 'SignupPage') },
      {
        lazy: page(() => import('./layout/app-layout.tsx'), 'AppLayout'),
        children: [
          { index: true, lazy: properties },
          { path: 'properties', lazy: properties },
          {
            path: 'properties/:propertyId',
            lazy: page(() => import('./pages/property.page.tsx'), 'PropertyPage'),
          },
          {
            path: 'properties/:propertyId/units/:unitId',
            lazy: page(() => import('./pages/unit.page.tsx'), 'UnitPage'),
          },
          { path: 'profile', lazy: page(() => import('./pages/profile.page.tsx'), 'ProfilePage') },
          {
            path: 'profile/business',
            lazy: page(() => import('./pages/profile-business.page.tsx'), 'BusinessProfilePage'),
          },
          {
            path: 'settings',
            lazy: page(() => import('./pages/settings.page.tsx'), 'SettingsPage'),
          },
          {
            path: 'connections',
            lazy: page(() => import('./pages/connections.page.tsx'), 'ConnectionsPage'),
          },
          { path: 'leads', lazy: page(() => import('./pages/leads.page.tsx'), 'LeadsPage') },
          {
            path: 'viewings',
            lazy: page(() => import('./pages/viewings.page.tsx'), 'ViewingsPage'),
          },
          {
            path: 'attention',
            lazy: page(() => import('./pages/attention.page.tsx'), 'AttentionPage'),
          },
          {
            path: 'conversations',
            lazy: page(() => import('./pages/conversations.page.tsx'), 'ConversationsPage'),
          },
          {
            path: 'resident-ai',
            lazy: page(() => import('./pages/resident-ai.page.tsx'), 'ResidentAiPage'),
          },
          {
            path: 'activity',
            lazy: page(() => import('./pages/activity.page.tsx'), 'ActivityPage'),
          },
          {
            path: 'assistant',
            lazy: page(() => import('./pages/assistant.page.tsx'), 'AssistantPage'),
          },
          {
            path: 'assistant/history',
            lazy: page(() => import('./pages/assistant-history.page.tsx'), 'AssistantHistoryPage'),
          },
          {
            path: 'assistant/:id',
            lazy: page(() => import('./pages/assistant.page.tsx'), 'AssistantPage'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
