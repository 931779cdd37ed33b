/**
 * The assistant's output is markdown written by a model: it is rendered with marked and
 * then sanitised with DOMPurify, so no script, event handler or javascript: link in it
 * ever reaches the page. Links open in a new tab without access to this one.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

let purifier: Purifier | null = null;

/** A DOMPurify instance of our own (its hook must not leak into other users), made on first use. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe HTML for a markdown text. */
export function renderMarkdown(text: string): string {
  const purify = getPurifier();
  // DOMPurify hands back its input untouched where it cannot work: show plain text then.
  if (!purify.isSupported) {
    return `<pre style="white-space:pre-wrap">${text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</pre>`;
  }
  const html = markdown.parse(text, { async: false });
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
