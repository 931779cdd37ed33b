import { afterEach, describe, expect, it } from 'vitest';
import { embedPorchlight } from './embed-snippet.ts';

describe('embedPorchlight', () => {
  afterEach(() => {
    delete window.Porchlight;
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('queues init for the loader and adds the loader script tag once', () => {
    embedPorchlight('https://porchlight.example/widget/loader.js', { property: 'demo' });
    expect(window.Porchlight?.q).toEqual([['init', { property: 'demo' }]]);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://porchlight.example/widget/loader.js');
    expect(scripts[0]?.async).toBe(true);
  });
});
