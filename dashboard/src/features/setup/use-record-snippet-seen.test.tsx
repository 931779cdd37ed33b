import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, serveApi } from '../../../test-utils/index.ts';
import { setupSample } from './testing-setup.ts';
import { useRecordSnippetSeen } from './use-record-snippet-seen.ts';

afterEach(resetAfterTest);

function Card({ ready }: { ready: boolean }) {
  useRecordSnippetSeen('embed-title', ready);
  return <h2 id="embed-title">Add to your website</h2>;
}

describe('useRecordSnippetSeen', () => {
  it('records the snippet seen once its card is on screen, once per page load', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const api = serveApi({ updateSetup: { status: 200, body: setupSample(['WEBSITE']) } });
    const view = render(<Card ready />);
    await vi.waitFor(() => expect(observed.map((el) => el.id)).toEqual(['embed-title']));
    // Not on screen yet: nothing recorded.
    report?.([{ isIntersecting: false }]);
    expect(api.callsTo('updateSetup')).toHaveLength(0);
    report?.([{ isIntersecting: true }]);
    report?.([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(api.callsTo('updateSetup')).toHaveLength(1));
    expect(api.callsTo('updateSetup')[0]?.body).toEqual({ websiteSnippetSeen: true });

    // Another page with the card, in the same page load: not recorded again.
    view.unmount();
    render(<Card ready />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(api.callsTo('updateSetup')).toHaveLength(1);
  });
});
