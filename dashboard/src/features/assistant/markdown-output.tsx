import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from './markdown.ts';

export interface MarkdownOutputProps {
  markdown: string;
}

/** The run's output as formatted text: marked, then sanitised by DOMPurify (markdown.ts). */
export function MarkdownOutput({ markdown }: MarkdownOutputProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // Safe: renderMarkdown returns DOMPurify's output, with no script or handler left in it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
  return <Typography data-testid="assistant-output" dangerouslySetInnerHTML={{ __html: html }} />;
}
