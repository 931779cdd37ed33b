import { h } from './dom.ts';

export interface ChatFrameProps {
  propertyId: string;
  unitId: string;
  /** The lead's address; left out when unknown (the chat then asks or uses its session). */
  email: string | null;
  address: string;
}

/** The public chat page the demo frames (spec: propertyId, unitId, email, showTopbar=true). */
export function chatSrc({ propertyId, unitId, email }: ChatFrameProps): string {
  const query = new URLSearchParams({ propertyId, unitId });
  if (email) query.set('email', email);
  query.set('showTopbar', 'true');
  return `/chat?${query}`;
}

/**
 * The embedded chat: the widget's full-page /chat in a titled frame, inside a named region
 * that takes the focus when it replaces the form (visibly outlined; the next Tab enters the
 * chat), so keyboard and screen-reader users land on it.
 */
export function ChatFrame(props: ChatFrameProps): HTMLElement {
  return h(
    'section',
    { id: 'chat-panel', class: 'chat-panel', 'aria-labelledby': 'chat-heading', tabindex: -1 },
    // The chat page shows its own title bar (showTopbar), so this heading is for assistive tech.
    h('h3', { id: 'chat-heading', class: 'visually-hidden' }, 'Chat with the AI leasing agent'),
    h('iframe', {
      class: 'chat-frame',
      title: `AI leasing agent chat for ${props.address}`,
      src: chatSrc(props),
    }),
  );
}
