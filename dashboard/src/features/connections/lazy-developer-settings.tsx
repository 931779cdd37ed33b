import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DeveloperSettingsProps } from './developer-settings.tsx';

const Settings = lazy(() =>
  import('./developer-settings.tsx').then((module) => ({ default: module.DeveloperSettings })),
);

/**
 * The developer settings (API key, webhooks, lead e-mail) in their own chunk: they sit under
 * the closed 'Advanced Settings', so the settings page's first load does not carry them.
 */
export function LazyDeveloperSettings(props: DeveloperSettingsProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading developer settings" />}>
      <Settings {...props} />
    </Suspense>
  );
}
