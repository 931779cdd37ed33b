import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, within } from '../../../test-utils/index.ts';
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
    const { user } = render(
      <>
        <Notifications />
        <ConnectionCards
          user={sample.user({ listingEmailId: 'k3y9x', mailDomain: 'leads.example.test' })}
        />
      </>,
    );
    // user-event's session holds the clipboard; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByText('Connect to Zillow')).toBeDefined();
    const buildiumCard = screen.getByRole('region', { name: 'Connect to Buildium' });
    const zillow = screen.getByLabelText<HTMLInputElement>('Zillow forwarding address');
    const buildium = screen.getByLabelText<HTMLInputElement>('Buildium forwarding address');
    const domain = 'leads.example.test';
    expect(zillow.value).toBe(`zillow-k3y9x@${domain}`);
    expect(buildium.value).toBe(`buildium-k3y9x@${domain}`);
    expect(zillow.readOnly).toBe(true);

    await user.click(
      within(buildiumCard).getByRole('button', { name: 'Copy Buildium forwarding address' }),
    );
    expect(await screen.findByText('Copied to clipboard!')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(`buildium-k3y9x@${domain}`);
  });
});
