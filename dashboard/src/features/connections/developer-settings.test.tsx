import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
  wait,
} from '../../../test-utils/index.ts';
import { getControl, typeText } from '../profile/testing/dom.ts';
import { DeveloperSettings } from './developer-settings.tsx';

afterEach(resetAfterTest);

const body = document.body as unknown as HTMLElement;

describe('DeveloperSettings', () => {
  it('saves a webhook URL and refuses one that is not http(s)', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const { container } = render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    const input = getControl(container, 'Webhook URL');
    expect(input.type).toBe('url');
    expect(input.placeholder).toMatch(/^https:\/\//);
    typeText(input, 'ftp://example.com');
    click(getButton(container, 'Save'));
    await flush();
    expect(api.calls).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    typeText(input, 'https://hooks.example.com/in');
    click(getButton(container, 'Save'));
    await flush();
    expect(api.callsTo('updateUser')[0]?.body).toEqual({
      webhookURL: 'https://hooks.example.com/in',
    });
  });

  it('creates a key only after Continue and shows it once', async () => {
    const api = serveApi({
      createWebhookKey: { status: 200, body: { webhookKey: 'whsec_abc123' } },
    });
    const { container, unmount } = render(
      <DeveloperSettings user={sample.user()} onSaved={vi.fn()} />,
    );
    click(getButton(container, 'Create Webhook Key'));
    await flush();
    click(getButton(body, 'Cancel'));
    await flush();
    expect(api.calls).toHaveLength(0);

    click(getButton(container, 'Create Webhook Key'));
    await flush();
    click(getButton(body, 'Continue'));
    await flush();
    expect(api.calls.map((c) => c.endpoint)).toEqual(['createWebhookKey']);
    expect(getControl(container, 'Webhook key').value).toBe('whsec_abc123');
    expect(container.textContent).toContain('shown only once');
    await wait(400); // the dialog's closing transition
    expect(document.body.textContent).not.toContain('Create a new webhook key?');

    // Kept nowhere but on screen: coming back shows no key.
    unmount();
    const again = render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    expect(again.container.textContent).not.toContain('whsec_abc123');
  });

  it('says when the key could not be created', async () => {
    serveApi({ createWebhookKey: { status: 500, body: sample.apiError() } });
    const { Notifications } = await import('@mantine/notifications');
    const { container } = render(
      <>
        <Notifications />
        <DeveloperSettings user={sample.user()} onSaved={vi.fn()} />
      </>,
    );
    click(getButton(container, 'Create Webhook Key'));
    await flush();
    click(getButton(body, 'Continue'));
    await flush();
    expect(document.body.textContent).toContain('Error creating webhook key. Please try again.');
  });
});
