import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, getButton, render } from '../../../test-utils/index.ts';
import { getControl, typeText } from '../profile/testing/dom.ts';
import { fakeApi, resetAfterTest, settle, wait } from '../profile/testing/fake-api.ts';
import { testUser } from '../profile/testing/user.ts';
import { DeveloperSettings } from './developer-settings.tsx';

afterEach(resetAfterTest);

const body = document.body as unknown as HTMLElement;

describe('DeveloperSettings', () => {
  it('saves a webhook URL and refuses one that is not http(s)', async () => {
    const { calls } = fakeApi({
      'PATCH /api/v1/users/:id': (call) => ({
        status: 200,
        body: { ...testUser(), ...(call.body as object) },
      }),
    });
    const { container } = render(<DeveloperSettings user={testUser()} onSaved={vi.fn()} />);
    const input = getControl(container, 'Webhook URL');
    expect(input.type).toBe('url');
    expect(input.placeholder).toMatch(/^https:\/\//);
    typeText(input, 'ftp://example.com');
    click(getButton(container, 'Save'));
    await settle();
    expect(calls).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    typeText(input, 'https://hooks.example.com/in');
    click(getButton(container, 'Save'));
    await settle();
    expect(calls[0]?.body).toEqual({ webhookURL: 'https://hooks.example.com/in' });
  });

  it('creates a key only after Continue and shows it once', async () => {
    const { calls } = fakeApi({
      'POST /api/v1/webhook-keys': { status: 200, body: { webhookKey: 'whsec_abc123' } },
    });
    const { container, unmount } = render(
      <DeveloperSettings user={testUser()} onSaved={vi.fn()} />,
    );
    click(getButton(container, 'Create Webhook Key'));
    await settle();
    click(getButton(body, 'Cancel'));
    await settle();
    expect(calls).toHaveLength(0);

    click(getButton(container, 'Create Webhook Key'));
    await settle();
    click(getButton(body, 'Continue'));
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/webhook-keys']);
    expect(getControl(container, 'Webhook key').value).toBe('whsec_abc123');
    expect(container.textContent).toContain('shown only once');
    await wait(400); // the dialog's closing transition
    expect(document.body.textContent).not.toContain('Create a new webhook key?');

    // Kept nowhere but on screen: coming back shows no key.
    unmount();
    const again = render(<DeveloperSettings user={testUser()} onSaved={vi.fn()} />);
    expect(again.container.textContent).not.toContain('whsec_abc123');
  });

  it('says when the key could not be created', async () => {
    fakeApi({
      'POST /api/v1/webhook-keys': { status: 500, body: { error: { code: 'E', message: 'e' } } },
    });
    const { Notifications } = await import('@mantine/notifications');
    const { container } = render(
      <>
        <Notifications />
        <DeveloperSettings user={testUser()} onSaved={vi.fn()} />
      </>,
    );
    click(getButton(container, 'Create Webhook Key'));
    await settle();
    click(getButton(body, 'Continue'));
    await settle();
    expect(document.body.textContent).toContain('Error creating webhook key. Please try again.');
  });
});
