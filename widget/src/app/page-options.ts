import type { ChatAudience, ChatOptions, ChatSurface } from './mount-api.ts';

/** The chat's own pages, named by `<body data-porchlight-page>` in their HTML. */
export type ChatPage = 'embed' | 'chat' | 'resident-ai';

export const isChatPage = (value: string | undefined): value is ChatPage =>
  value === 'embed' || value === 'chat' || value === 'resident-ai';

/**
 * Where the resident e-mail prompt's Cancel leads on the full page (spec: "leaves to the
 * marketing site"). The spec names no address; the product's home is the nearest one.
 */
export const MARKETING_URL = '/';

/**
 * The chat options of one of our pages, from its address (spec route table): the query's
 * propertyId, unitId, mode, showTopbar, token, email, resident, book (open the picker),
 * plus the widget's hidePhone and color for /embed; and, on a page of its own, where it goes
 * once a login link is spent and where Resident AI's Cancel leaves to.
 */
export function pageOptions(page: ChatPage, url: URL): ChatOptions {
  const query = url.searchParams;
  const text = (name: string) => query.get(name) || undefined;
  const surface: ChatSurface = page === 'embed' ? 'embed' : 'page';
  const mode = page === 'resident-ai' || query.get('mode') === 'resident' ? 'resident' : 'tenant';
  const book = query.get('book') === '1';
  return {
    propertyId: query.get('propertyId') ?? '',
    unitId: text('unitId'),
    mode,
    surface,
    apiOrigin: url.origin,
    showTopbar: query.get('showTopbar') === 'true',
    hidePhone: query.get('hidePhone') === 'true',
    live: query.get('live') !== 'false',
    color: text('color'),
    token: text('token'),
    email: text('email'),
    resident: query.get('resident') === 'true',
    book,
    ...(surface === 'page'
      ? {
          signedInUrl: signedInUrl(url, mode, book),
          cancelUrl: mode === 'resident' ? MARKETING_URL : undefined,
        }
      : {}),
  };
}

/**
 * Where a page of its own goes once its e-mailed login link is spent (the session kept):
 * the prospect's chat with only its property (and the picker a Reschedule link asks for),
 * the resident's in resident mode. The link's token and address leave the address bar and
 * the history.
 */
function signedInUrl(page: URL, mode: ChatAudience, book: boolean): string {
  const url = new URL(page);
  if (mode === 'resident') {
    url.searchParams.delete('token');
    url.searchParams.delete('email');
    url.searchParams.set('resident', 'true');
    return url.href;
  }
  const kept = new URLSearchParams({ propertyId: url.searchParams.get('propertyId') ?? '' });
  if (book) kept.set('book', '1');
  return `${url.pathname}?${kept}`;
}
