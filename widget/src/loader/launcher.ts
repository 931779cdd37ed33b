import type { WidgetOptions } from './options.ts';

/** The launcher's host element, its shadow root and its button. */
export interface Launcher {
  host: HTMLElement;
  root: ShadowRoot;
  button: HTMLButtonElement;
}

/** The launcher's and the panel's z-index: the option when it is a number. */
export const zIndex = (options: WidgetOptions) => Number(options.zIndex) || 2147483e3;

/** The corner the launcher and the panel sit in. */
export const side = (options: WidgetOptions) =>
  options.position === 'bottom-left' ? 'left' : 'right';

/**
 * Draws the launcher button, labelled "Chat", inside an open shadow root on a host
 * element of its own. `:host{all:initial!important}` cuts every inherited and page rule
 * at the boundary (an important rule inside a shadow tree beats an important rule of the
 * page outside it), and nothing inside leaks out. The stylesheet is a constructed one,
 * so a host CSP without 'unsafe-inline' styles does not block it. Terse on purpose: it
 * ships in the 1 KB loader.
 */
export function drawLauncher(options: WidgetOptions): Launcher {
  const host = document.createElement('porchlight-widget');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    ':host{all:initial!important}' +
      `.l{position:fixed;z-index:${zIndex(options)};bottom:20px;${side(options)}:20px;` +
      'height:48px;padding:0 22px;border:0;border-radius:24px;background:#2457d6;color:#fff;' +
      'font:600 16px sans-serif;cursor:pointer;box-shadow:0 2px 8px #0006}',
  );
  root.adoptedStyleSheets = [sheet];
  const button = root.appendChild(document.createElement('button'));
  button.className = 'l';
  button.textContent = 'Chat';
  button.setAttribute('aria-expanded', 'false');
  // The site opens the chat from its own buttons (data-porchlight-open, or 'open').
  button.hidden = options.launcher === false;
  // A CSSOM assignment holds under a strict CSP; an invalid colour is simply ignored.
  if (options.color) button.style.background = options.color;
  return { host, root, button };
}
