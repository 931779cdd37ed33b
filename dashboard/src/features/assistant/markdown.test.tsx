import './testing/dompurify-in-happy-dom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest } from '../../../test-utils/index.ts';
import { MarkdownOutput } from './markdown-output.tsx';

afterEach(resetAfterTest);

const HOSTILE = [
  '# Notice',
  '',
  'Dear **Jane**, see [the portal](https://portal.example.com).',
  '',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned=1">click</a>',
  '<object data="https://evil.example.com/x.swf"></object>',
].join('\n');

describe('the rendered output', () => {
  it('keeps the markdown formatting', () => {
    const { container } = render(<MarkdownOutput markdown={HOSTILE} />);
    expect(container.querySelector('h1')?.textContent).toBe('Notice');
    expect(container.querySelector('strong')?.textContent).toBe('Jane');
  });

  it('never renders a script, an event handler, a javascript: link or an object', async () => {
    const { container } = render(<MarkdownOutput markdown={HOSTILE} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('script, object')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|__pwned/);
    expect(container.querySelector('img')?.getAttributeNames().sort()).toEqual(['src']);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('opens links in a new tab without access to the page', () => {
    const { container } = render(<MarkdownOutput markdown={HOSTILE} />);
    const link = container.querySelector('a[href="https://portal.example.com"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('falls back to escaped plain text where DOMPurify cannot run', async () => {
    vi.resetModules();
    const purify = await import('dompurify');
    const factory = vi.fn(() => ({ isSupported: false, addHook: () => {} }));
    vi.doMock('dompurify', () => ({ ...purify, default: factory }));
    const fresh = await import('./markdown.ts');
    const html = fresh.renderMarkdown('<script>x</script> **b**');
    expect(html).toBe(
      '<pre style="white-space:pre-wrap">&lt;script&gt;x&lt;/script&gt; **b**</pre>',
    );
    vi.doUnmock('dompurify');
  });
});
