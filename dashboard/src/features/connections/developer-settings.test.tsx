import type { WebhookDelivery } from '@porchlight/client';
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
import { screenWidth } from '../../ui/testing-stacked.ts';
import { DeveloperSettings } from './developer-settings.tsx';

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '7c25614f-2f11-4c4a-a47f-30882f11f539',
  eventId: '7c25614f-2f11-4c4a-a47f-30882f11f539',
  eventType: 'lead.created',
  createdAt: '2026-11-27T15:00:00.000Z',
  status: 'DELIVERED',
  attempts: 1,
  statusCode: 204,
  durationMs: 42,
  failure: null,
  url: 'https://hooks.example.com/in',
  lastAttemptAt: '2026-11-27T15:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  resetAfterTest();
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });
/** The calls that change something: the delivery log's own load is left out. */
const writes = (api: ReturnType<typeof serveApi>) =>
  api.calls.filter((c) => c.endpoint !== 'listWebhookDeliveries');

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
    expect(writes(api)).toHaveLength(0);
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
    expect(writes(api)).toHaveLength(0);

    await user.click(button('Create Webhook Key'));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Continue' }));
    const key = await screen.findByLabelText<HTMLInputElement>('Webhook key');
    expect(writes(api).map((c) => c.endpoint)).toEqual(['createWebhookKey']);
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

  it('shows the server’s refusal of a private URL on the field', async () => {
    serveApi({
      updateUser: {
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST',
            message:
              '10.0.0.1 is a private, local or cloud-metadata address, which webhooks never reach.',
            field: 'webhookURL',
          },
        },
      } as never,
    });
    const onSaved = vi.fn();
    const { user } = render(<DeveloperSettings user={sample.user()} onSaved={onSaved} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Webhook URL' });
    await fill(user, input, 'http://10.0.0.1/hook');
    await user.click(button('Save'));
    expect(await screen.findByText(/private, local or cloud-metadata/)).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends a test event and says what the server answered', async () => {
    const api = serveApi({
      sendWebhookTest: {
        status: 200,
        body: delivery({ eventType: 'test.ping', durationMs: 87, statusCode: 200 }),
      },
      listWebhookDeliveries: { status: 200, body: { deliveries: [] } },
    });
    const { user } = render(
      <DeveloperSettings
        user={sample.user({ webhookURL: 'https://hooks.example.com/in' })}
        onSaved={vi.fn()}
      />,
    );
    await user.click(button('Send test event'));
    expect(
      await screen.findByText('Your server received the test event in 87 ms (HTTP 200).'),
    ).toBeDefined();
    expect(api.callsTo('sendWebhookTest')).toHaveLength(1);
  });

  it('cannot send a test event before a URL is saved', () => {
    serveApi({ listWebhookDeliveries: { status: 200, body: { deliveries: [] } } });
    render(<DeveloperSettings user={sample.user({ webhookURL: null })} onSaved={vi.fn()} />);
    expect(button('Send test event').hasAttribute('disabled')).toBe(true);
  });

  it('lists deliveries with plain failures and redelivers one', async () => {
    screenWidth(1440);
    const failed = delivery({
      id: '8d25614f-2f11-4c4a-a47f-30882f11f539',
      status: 'FAILED',
      statusCode: null,
      durationMs: 3,
      attempts: 13,
      failure: 'Your server refused the connection: nothing is listening at that address and port.',
    });
    const api = serveApi({
      listWebhookDeliveries: { status: 200, body: { deliveries: [failed, delivery()] } },
      redeliverWebhook: { status: 200, body: delivery({ eventId: failed.id }) },
    });
    const { user } = render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Webhook deliveries' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText(/refused the connection/)).toBeDefined();
    expect(within(rows[1]!).getByText('13 (retried)')).toBeDefined();
    expect(within(rows[2]!).getByText('Delivered (HTTP 204)')).toBeDefined();
    expect(within(rows[2]!).getByText('42 ms')).toBeDefined();
    await user.click(within(rows[1]!).getByRole('button', { name: /^Redeliver lead.created/ }));
    await waitFor(() =>
      expect(api.callsTo('redeliverWebhook')[0]?.params).toEqual({ id: failed.id }),
    );
    expect(await screen.findByText(/Sent lead.created again: Delivered/)).toBeDefined();
  });

  it('shows the log as stacked cards on a phone', async () => {
    screenWidth(390);
    serveApi({ listWebhookDeliveries: { status: 200, body: { deliveries: [delivery()] } } });
    render(<DeveloperSettings user={sample.user()} onSaved={vi.fn()} />);
    const card = within(await screen.findByRole('listitem'));
    expect(screen.queryByRole('table')).toBeNull();
    for (const label of ['Time', 'Result', 'Response time', 'Tries']) {
      expect(card.getByText(label).tagName).toBe('DT');
    }
    expect(card.getByRole('button', { name: /^Redeliver/ })).toBeDefined();
  });
});
