import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { DeveloperSettings } from './developer-settings.tsx';

afterEach(resetAfterTest);

const button = (name: string) => screen.getByRole('button', { name });

describe('DeveloperSettings', () => {
  it('saves a webhook URL and refuses one that is not http(s)', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const { user } = render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Webhook URL' });
    expect(input.type).toBe('url');
    expect(input.placeholder).toMatch(/^https:\/\//);
    await fill(user, input, 'ftp://example.com');
    await user.click(button('Save'));
    await flush();
    expect(api.calls).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await fill(user, input, 'https://hooks.example.com/in');
    await user.click(button('Save'));
    await waitFor(() =>
      expect(api.callsTo('updateUser')[0]?.body).toEqual({
        webhookURL: 'https://hooks.example.com/in',
      }),
    );
  });

  it('creates a key only after Continue and shows it once', async () => {
    const api = serveApi({
      createWebhookKey: { status: 200, body: { webhookKey: 'whsec_abc123' } },
    });
    const { user, unmount } = render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    await user.click(button('Create Webhook Key'));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(api.calls).toHaveLength(0);

    await user.click(button('Create Webhook Key'));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Continue' }));
    const key = await screen.findByLabelText<HTMLInputElement>('Webhook key');
    expect(api.calls.map((c) => c.endpoint)).toEqual(['createWebhookKey']);
    expect(key.value).toBe('whsec_abc123');
    expect(screen.getByText(/shown only once/)).toBeDefined();
    // The dialog's closing transition.
    await waitFor(() => expect(screen.queryByText('Create a new webhook key?')).toBeNull());

    // Kept nowhere but on screen: coming back shows no key.
    unmount();
    render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    expect(screen.queryByDisplayValue('whsec_abc123')).toBeNull();
    expect(screen.queryByText(/whsec_abc123/)).toBeNull();
  });

  it('says when the key could not be created', async () => {
    serveApi({ createWebhookKey: { status: 500, body: sample.apiError() } });
    const { Notifications } = await import('@mantine/notifications');
    const { user } = render(
      <>
        <Notifications />
        <DeveloperSettings user={sample.user()} onSaved={vi.fn()} />
      </>,
    );
    await user.click(button('Create Webhook Key'));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error creating webhook key. Please try again.')).toBeDefined();
  });
});
