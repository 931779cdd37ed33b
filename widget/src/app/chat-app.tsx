import { useEffect } from 'preact/hooks';
import { envelope } from '../bridge/protocol.ts';

export type ChatMode = 'embed' | 'page';

export interface ChatAppProps {
  /** `embed`: inside a host page's iframe; `page`: the full-page chat at /chat. */
  mode: ChatMode;
}

/** The chat's root. A placeholder until the conversation UI lands. */
export function ChatApp({ mode }: ChatAppProps) {
  useEffect(() => {
    if (mode === 'embed' && window.parent !== window) {
      // Nothing private in it, and the host page's origin is not known here.
      window.parent.postMessage(envelope({ type: '__ready' }), '*');
    }
  }, [mode]);

  return (
    <main class={`pl-chat pl-chat--${mode}`}>
      <header class="pl-chat__header">
        <h1>Chat with a leasing assistant</h1>
      </header>
      <section class="pl-chat__body" aria-live="polite">
        <p>Hello! This is the Porchlight chat.</p>
        <p class="pl-chat__note">
          It is not connected to a property yet: conversations arrive in a later release.
        </p>
      </section>
    </main>
  );
}
