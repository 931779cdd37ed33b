import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  COPY_FAILURE_TEXT,
  COPY_SUCCESS_TEXT,
  GENERATING_TEXT,
  RESULT_TITLE,
  TRY_AGAIN_LABEL,
} from '@porchlight/domain';
import { type Ref, useEffect } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { copyText } from '../../ui/copy-text.ts';
import { ACTION_COLOR } from './colors.ts';
import { LazyMarkdownOutput, preloadMarkdownOutput } from './lazy-markdown-output.tsx';
import type { RunState } from './use-run.ts';

/** Shown when a run could not be written (FAILED, or its creation or a poll failed). */
export const RUN_FAILED_TEXT =
  'The assistant could not write this document. Please try again in a moment.';

export interface ResultSectionProps {
  state: RunState;
  /** Resubmits the same form; absent when there is no form to resubmit. */
  onTryAgain?: () => void;
  /** True while the daily limit blocks new requests. */
  blocked: boolean;
  /** The section, to scroll it into view. */
  ref?: Ref<HTMLElement>;
}

async function copyOutput(output: string) {
  if (await copyText(output)) notifySuccess(COPY_SUCCESS_TEXT);
  else showApiError(null, COPY_FAILURE_TEXT);
}

/** 'Result': a spinner while the run is written, then its output with Copy and Try Again. */
export function ResultSection({ state, onTryAgain, blocked, ref }: ResultSectionProps) {
  useEffect(() => {
    if (state.status === 'loading') preloadMarkdownOutput();
  }, [state.status]);
  if (state.status === 'idle') return null;
  const tryAgain = onTryAgain && (
    <Button variant="default" onClick={onTryAgain} disabled={blocked}>
      {TRY_AGAIN_LABEL}
    </Button>
  );
  return (
    <Paper
      ref={ref as Ref<HTMLDivElement>}
      component="section"
      withBorder
      p="lg"
      radius="md"
      aria-labelledby="assistant-result"
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="assistant-result">
          {RESULT_TITLE}
        </Title>
        {state.status === 'loading' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{GENERATING_TEXT}</Text>
          </Group>
        )}
        {state.status === 'failed' && (
          <Alert color="red" role="alert">
            {RUN_FAILED_TEXT}
          </Alert>
        )}
        {state.status === 'done' && <LazyMarkdownOutput markdown={state.output} />}
        {state.status !== 'loading' && (
          <Group gap="sm">
            {state.status === 'done' && (
              <Button color={ACTION_COLOR} onClick={() => void copyOutput(state.output)}>
                Copy
              </Button>
            )}
            {tryAgain}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
