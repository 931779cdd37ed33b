import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LeadChatProps } from './lead-chat.tsx';

const Chat = lazy(() => import('./lead-chat.tsx').then((module) => ({ default: module.LeadChat })));

/**
 * A lead's chat (threads, reply box, booking) in its own chunk, for pages that show it only
 * when asked (the attention list's 'Open chat'): their first load does not carry it.
 */
export function LazyLeadChat(props: LeadChatProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the conversation" />}>
      <Chat {...props} />
    </Suspense>
  );
}
