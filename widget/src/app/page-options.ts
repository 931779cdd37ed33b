import type { ChatOptions, ChatSurface } from './mount-api.ts';

/** The chat's own pages, named by `<body data-porchlight-page>` in their HTML. */
export type ChatPage = 'embed' | 'chat' | 'resident-ai';

export const isChatPage = (value: string | undefined): value is ChatPage =>
  value === 'embed' || value === 'chat' || value === 'resident-ai';

/**
 * The chat options of one of our pages, from its query string (spec route table):
 * propertyId, unitId, mode, showTopbar, token, email, resident, book (open the picker),
 * plus the widget's hidePhone and color for /embed.
 */
export function pageOptions(page: ChatPage, search: string, origin: string): ChatOptions {
  const query = new URLSearchParams(search);
  const text = (name: string) => query.get(name) || undefined;
  const surface: ChatSurface = page === 'embed' ? 'embed' : 'page';
  return {
    propertyId: query.get('propertyId') ?? '',
    unitId: text('unitId'),
    mode: page === 'resident-ai' || query.get('mode') === 'resident' ? 'resident' : 'tenant',
    surface,
    apiOrigin: origin,
    showTopbar: query.get('showTopbar') === 'true',
    hidePhone: query.get('hidePhone') === 'true',
    live: query.get('live') !== 'false',
    color: text('color'),
    token: text('token'),
    email: text('email'),
    resident: query.get('resident') === 'true',
    book: query.get('book') === '1',
  };
}
