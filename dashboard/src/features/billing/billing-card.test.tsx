import { Notifications } from '@mantine/notifications';
import { type FakeReply, sample } from '@porchlight/client/testing';
import { subscriptionTotal, unitPrice } from '@porchlight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../../test-utils/index.ts';
import { BillingCard, type BillingCardProps } from './billing-card.tsx';
import { formatUsd } from './money.ts';

const NO_SUBSCRIPTION: FakeReply<'getSubscription'> = {
  status: 404,
  body: sample.apiError('NO_SUBSCRIPTION', 'There is no subscription yet.'),
};

async function renderCard(props: Partial<BillingCardProps> = {}) {
  const view = render(
    <>
      <Notifications />
      <BillingCard email="mary@example.com" portalUrl="" {...props} />
    </>,
  );
  await flush();
  return view;
}

const units = () => screen.getByLabelText<HTMLInputElement>(/Number of units/);
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

afterEach(resetAfterTest);

describe('BillingCard without a subscription', () => {
  it('starts at one unit with the tier price, the total and plus tax', async () => {
    serveApi({ getSubscription: NO_SUBSCRIPTION });
    const { container } = await renderCard();
    expect(units().value).toBe('1');
    expect(container.textContent).toContain(`${formatUsd(unitPrice(1))} per unit / month`);
    expect(container.textContent).toContain(`Total: ${formatUsd(subscriptionTotal(1))} / month`);
    expect(container.textContent).toContain('plus tax');
  });

  it('prices 50 units at the second tier and sends the browser to the checkout page', async () => {
    const api = serveApi({
      getSubscription: NO_SUBSCRIPTION,
      checkout: { status: 303, body: { url: 'https://pay.example.com/s/1' } },
    });
    const navigate = vi.fn();
    const { container, user } = await renderCard({ navigate });
    await fill(user, units(), '50');
    expect(container.textContent).toContain('$2.50 per unit / month');
    expect(container.textContent).toContain('Total: $125.00 / month');
    await user.click(subscribe());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const checkout = api.callsTo('checkout')[0];
    expect(checkout?.query?.quantity).toBe(50);
    expect(navigate).toHaveBeenCalledWith('https://pay.example.com/s/1');
  });

  it('refuses zero units inline and says when the checkout fails', async () => {
    const api = serveApi({
      getSubscription: NO_SUBSCRIPTION,
      checkout: { status: 500, body: sample.apiError() },
    });
    const { user } = await renderCard({ navigate: vi.fn() });
    // Enter submits from the field: a click elsewhere first blurs it, and Mantine's
    // NumberInput then clamps 0 up to its minimum, 1.
    await fill(user, units(), '0');
    await user.keyboard('{Enter}');
    await flush();
    expect(screen.getByText('Please enter a whole number of units, at least 1.')).toBeDefined();
    expect(api.callsTo('checkout')).toHaveLength(0);

    await fill(user, units(), '3');
    await user.click(subscribe());
    expect(
      await screen.findByText('Error initiating subscription. Please try again.'),
    ).toBeDefined();
  });
});

describe('BillingCard with a subscription', () => {
  const anchor = Math.floor(new Date(2025, 0, 15, 10).getTime() / 1000);

  it('shows the plan, units, tier price when the server sends none, and the next billing date', async () => {
    serveApi({
      getSubscription: {
        status: 200,
        body: { quantity: 60, billingCycleAnchor: anchor },
      },
    });
    const { container } = await renderCard({
      now: new Date(2026, 2, 3),
      portalUrl: 'https://billing.example.com/p/login/abc',
    });
    const text = container.textContent;
    expect(text).toContain('AI Leasing Assistant Monthly Plan');
    expect(text).toContain('60');
    expect(text).toContain('$2.50 per unit / month');
    expect(text).toContain('$150.00 / month plus tax');
    expect(text).toContain('March 15, 2026');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Manage Subscription', 'Get More Units']);
    expect(links[0]?.getAttribute('href')).toBe(
      'https://billing.example.com/p/login/abc?prefilled_email=mary%40example.com',
    );
    expect(container.textContent).not.toContain('Subscribe');
  });

  it("prefers the server's price", async () => {
    serveApi({
      getSubscription: {
        status: 200,
        body: { quantity: 2, price: 4, billingCycleAnchor: anchor },
      },
    });
    const { container } = await renderCard();
    expect(container.textContent).toContain('$4.00 per unit / month');
    expect(container.textContent).toContain('$8.00 / month plus tax');
  });
});
