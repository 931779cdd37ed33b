import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PolicyEditorProps } from './policy-editor.tsx';

const Editor = lazy(() =>
  import('./policy-editor.tsx').then((module) => ({ default: module.PolicyEditor })),
);

/**
 * The policy editor in its own chunk, fetched the first time a page shows it, so routes
 * without policies (the login page above all) never download it.
 */
export function LazyPolicyEditor(props: PolicyEditorProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading policies" />}>
      <Editor {...props} />
    </Suspense>
  );
}
