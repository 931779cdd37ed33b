/**
 * Markdown output that a dashboard can render safely: every piece of text is escaped so a
 * value can add no HTML, no image, no link syntax and no structure (a heading, a list, a
 * table row). Only the renderer's own markup remains.
 */
import type { Block } from './draft.ts';

/**
 * Escapes one piece of text for markdown: '<' and '>' become entities (no raw HTML, no
 * autolink), brackets and backslashes are backslash-escaped (no link or image syntax, so
 * no '![...](...)'), and a line start that would open a heading, quote, list or rule is
 * escaped too.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\[/g, '\\[')
    .replace(/\]/g, '\\]')
    .replace(/`/g, '\\`')
    .replace(/^(\s*)(#{1,6})(?=\s|$)/gm, '$1\\$2')
    .replace(/^(\s*)([-+*=_])(?=\s|[-+*=_]|$)/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s|$)/gm, '$1\\$2');
}

/** A table cell: escaped, with '|' escaped so it cannot open a new column. */
const cell = (text: string) => escapeMarkdown(text).replace(/\|/g, '\\|');

export function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return escapeMarkdown(block.text);
    case 'list':
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${escapeMarkdown(item)}`)
        .join('\n');
    case 'checklist':
      return block.items.map((item) => `- [ ] ${escapeMarkdown(item)}`).join('\n');
    case 'facts':
      return block.rows
        .map(([label, value]) => `- **${escapeMarkdown(label)}:** ${escapeMarkdown(value)}`)
        .join('\n');
    case 'table': {
      const header = `| ${block.header.map(cell).join(' | ')} |`;
      const rule = `|${block.header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
      const rows = block.rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
      return [header, rule, ...rows].join('\n');
    }
  }
}

/** The block as one spoken or texted line: list items and facts joined with semicolons. */
export function flattenBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
    case 'checklist':
      return block.items.join('; ');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('; ');
    case 'table':
      return block.rows.map((row) => row.filter(Boolean).join(' ')).join('; ');
  }
}
