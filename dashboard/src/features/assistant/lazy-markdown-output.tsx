import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MarkdownOutputProps } from './markdown-output.tsx';

const load = () => import('./markdown-output.tsx');
const Output = lazy(() => load().then((module) => ({ default: module.MarkdownOutput })));

/**
 * Fetches the renderer (marked and DOMPurify, about 20 KB gzip) ahead of need: called when a
 * run starts, so it has arrived by the time the output does.
 */
export function preloadMarkdownOutput(): void {
  void load();
}

/**
 * The markdown renderer in its own chunk: the assistant page's first load stays within the
 * dashboard's size budget, and only this page ever downloads marked and DOMPurify.
 */
export function LazyMarkdownOutput(props: MarkdownOutputProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the result" />}>
      <Output {...props} />
    </Suspense>
  );
}
