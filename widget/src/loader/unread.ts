// The launcher's unread badge before the chat was ever opened on this page: a prospect
// who chatted before (a tenant session and a conversation here) hears of a reply the
// manager or Athena wrote since the chat last showed them one. It ships in chat.js, which
// the loader fetches when the page is idle, not in the 1 KB loader. Nothing is polled for
// a visitor who never chatted: no session is created, no conversation started.
import { configureClient, getPropertyInterestUnread } from '@porchlight/client';
import { readStored, seenKey } from '../app/storage.ts';
import type { WidgetRecord } from './namespace.ts';

/** Between polls while the tab is shown; hidden, four times longer. */
export const UNREAD_EVERY = 25_000;
/** Failures in a row after which the poll stops for this page. */
const MAX_FAILURES = 3;

/** The badge's look; the panel uses it too once it is drawn. */
export const BADGE_CSS =
  '.b{position:absolute;top:-6px;right:-6px;min-width:22px;height:22px;padding:0 6px;' +
  'border-radius:11px;background:#c92a2a;color:#fff;font:700 12px/22px sans-serif}';

/** Draws the count on a closed launcher, with its accessible name. */
export function drawBadge(launcher: HTMLButtonElement, unread: number) {
  launcher.textContent = 'Chat';
  if (!unread) return launcher.removeAttribute('aria-label');
  launcher.setAttribute('aria-label', `Chat, ${unread} new message${unread > 1 ? 's' : ''}`);
  const badge = launcher.appendChild(launcher.ownerDocument.createElement('span'));
  badge.className = 'b';
  badge.textContent = String(unread);
}

/**
 * Polls the prospect's unread replies for `widget` until its panel is first drawn (the
 * chat then follows the conversation itself), the session or conversation is gone (401,
 * 404), or the polls failed three times in a row. Answers the stop.
 */
export function watchUnread(widget: WidgetRecord, origin: string): () => void {
  const { propertyId, mode } = widget.options;
  const token = readStored('tenantToken');
  if (mode === 'resident' || !token || !propertyId) return () => {};
  configureClient({ baseUrl: origin });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  let etag: string | undefined;
  let baseline: string | undefined;
  let asked: string | undefined;
  let styled = false;

  const poll = async () => {
    if (stopped || widget.panel) return;
    const after = readStored(seenKey(propertyId)) ?? baseline;
    // The ETag answers for one `after` only: a new one asks afresh.
    if (after !== asked) etag = undefined;
    asked = after;
    const headers: Record<string, string> = etag ? { 'if-none-match': etag } : {};
    const result = await getPropertyInterestUnread(
      { params: { propertyId }, query: after ? { after } : {} },
      { token, headers, retry: 0 },
    ).catch(() => ({ status: 0 }) as const);
    if (stopped || widget.panel) return;
    if (result.status === 200) {
      failures = 0;
      etag = result.etag;
      baseline ??= result.body.last ?? undefined;
      if (!styled && result.body.unread) {
        styled = true;
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(BADGE_CSS);
        widget.root.adoptedStyleSheets = [...widget.root.adoptedStyleSheets, sheet];
      }
      drawBadge(widget.button, result.body.unread);
    } else if (result.status === 304) {
      failures = 0;
    } else if (result.status === 401 || result.status === 404 || ++failures >= MAX_FAILURES) {
      return stop();
    }
    timer = setTimeout(poll, document.hidden ? UNREAD_EVERY * 4 : UNREAD_EVERY);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  void poll();
  return stop;
}
