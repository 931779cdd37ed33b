import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, flush, getButton, render, resetAfterTest } from '../../../test-utils/index.ts';
import { getControl } from '../profile/testing/dom.ts';
import { ConnectionCards } from './connection-cards.tsx';
import { forwardingAddress } from './forwarding.ts';

afterEach(resetAfterTest);

describe('forwarding addresses', () => {
  it('are the source, a dash and the listingEmailId at the mail domain', () => {
    expect(forwardingAddress('zillow', 'k3y9x', 'leads.porchlight.app')).toBe(
      'zillow-k3y9x@leads.porchlight.app',
    );
  });
});

describe('ConnectionCards', () => {
  it('shows both cards with read-only addresses and copies one', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = render(
      <>
        <Notifications />
        <ConnectionCards
          user={sample.user({ listingEmailId: 'k3y9x', mailDomain: 'leads.example.test' })}
        />
      </>,
    );
    expect(container.textContent).toContain('Connect to Zillow');
    expect(container.textContent).toContain('Connect to Buildium');
    const zillow = getControl(container, 'Zillow forwarding address');
    const buildium = getControl(container, 'Buildium forwarding address');
    const domain = 'leads.example.test';
    expect(zillow.value).toBe(`zillow-k3y9x@${domain}`);
    expect(buildium.value).toBe(`buildium-k3y9x@${domain}`);
    expect(zillow.readOnly).toBe(true);

    click(getButton(container.querySelector('[aria-label="Connect to Buildium"]')!, 'Copy'));
    await flush();
    expect(writeText).toHaveBeenCalledWith(`buildium-k3y9x@${domain}`);
    expect(document.body.textContent).toContain('Copied to clipboard!');
  });
});
