import { load } from 'cheerio';

/**
 * The text of an HTML-only mail, its blocks and line breaks kept as lines: the labelled
 * fields ("Phone: …") are read line by line, as in a plain-text mail; a reply's quoted
 * history left out with `withoutQuotes`.
 */
export function textOfHtml(html: string, { withoutQuotes = false } = {}): string {
  const $ = load(html);
  $('script, style, head').remove();
  // A reply's quoted history (Gmail's, Apple Mail's, Outlook's blocks), when asked.
  if (withoutQuotes) $('blockquote, .gmail_quote, #divRplyFwdMsg, #appendonsend ~ *').remove();
  $('br').replaceWith('\n');
  $('p, div, tr, li, h1, h2, h3, h4, h5, h6, table, section, article').after('\n');
  $('td, th').after(' ');
  return $.root()
    .text()
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
