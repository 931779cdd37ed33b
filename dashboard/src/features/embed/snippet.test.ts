import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED, iframeSnippet, previewPage, scriptSnippet } from './snippet.ts';

const target = {
  origin: 'https://leasing.example.com',
  propertyId: '11111111-1111-4111-8111-111111111111',
  unitId: '22222222-2222-4222-8222-222222222222',
};

describe('the embed snippets', () => {
  it('is the one script tag of docs/embedding.md with the ids, and nothing at the defaults', () => {
    expect(scriptSnippet(target, DEFAULT_EMBED)).toBe(
      `<script\n  async\n  src="https://leasing.example.com/widget/loader.js"\n  data-property-id="${target.propertyId}"\n  data-unit-id="${target.unitId}"\n></script>`,
    );
  });

  it('adds each chosen option as its data- attribute', () => {
    const code = scriptSnippet(
      { ...target, unitId: null },
      { color: '#0b6e4f', position: 'bottom-left', showTopbar: false, openOnLoad: true },
    );
    expect(code).not.toContain('data-unit-id');
    expect(code).toContain('data-color="#0b6e4f"');
    expect(code).toContain('data-position="bottom-left"');
    // The header is there by default: only turning it off is written.
    expect(code).toContain('data-show-topbar="false"');
    expect(scriptSnippet(target, DEFAULT_EMBED)).not.toContain('data-show-topbar');
    expect(code).toContain('data-open-on-load');
  });

  it('never lets a colour break out of its attribute', () => {
    const code = scriptSnippet(target, { ...DEFAULT_EMBED, color: '"><script>x</script>' });
    expect(code).toContain('data-color="&quot;>');
    expect(code).not.toContain('"><script>');
  });

  it('frames /embed with the ids and options in its query', () => {
    const code = iframeSnippet(target, { ...DEFAULT_EMBED, color: '#ff0000', showTopbar: true });
    const src = /src="([^"]+)"/.exec(code)?.[1] ?? '';
    const url = new URL(src.replace(/&amp;/g, '&'));
    expect(url.pathname).toBe('/embed');
    expect(url.searchParams.get('propertyId')).toBe(target.propertyId);
    expect(url.searchParams.get('unitId')).toBe(target.unitId);
    expect(url.searchParams.get('color')).toBe('#ff0000');
    expect(url.searchParams.get('showTopbar')).toBe('true');
    expect(code).toContain('title="Chat with Athena about this home"');
  });
});

describe('the live preview page', () => {
  it('is a whole page with the script tag as the manager will paste it', () => {
    const snippet = scriptSnippet(target, DEFAULT_EMBED);
    const page = previewPage(snippet);
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`${snippet}\n</body>`);
  });
});
