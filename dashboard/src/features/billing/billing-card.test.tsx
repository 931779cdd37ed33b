import { Notifications } from '@mantine/notifications';
import { type FakeReply, sample } from '@porchlight/client/testing';
import { subscriptionTotal, unitPrice } from '@porchlight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
} from '../../../test-utils/index.ts';
import { getControl, typeText } from '../profile/testing/dom.ts';
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

afterEach(resetAfterTest);

describe('BillingCard without a subscription', () => {
  it('starts at one unit with the tier price, the total and plus tax', async () => {
    serveApi({ getSubscription: NO_SUBSCRIPTION });
    const { container } = await renderCard();
    expect(getControl(container, 'Number of units').value).toBe('1');
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
    const { container } = await renderCard({ navigate });
    typeText(getControl(container, 'Number of units'), '50');
    expect(container.textContent).toContain('$2.50 per unit / month');
    expect(container.textContent).toContain('Total: $125.00 / month');
    click(getButton(container, 'Subscribe'));
    await flush();
    const checkout = api.callsTo('checkout')[0];
    expect(checkout?.query?.quantity).toBe(50);
    expect(navigate).toHaveBeenCalledWith('https://pay.example.com/s/1');
  });

  it('refuses zero units inline and says when the checkout fails', async () => {
    const api = serveApi({
      getSubscription: NO_SUBSCRIPTION,
      checkout: { status: 500, body: sample.apiError() },
    });
    const { container } = await renderCard({ navigate: vi.fn() });
    typeText(getControl(container, 'Number of units'), '0');
    click(getButton(container, 'Subscribe'));
    await flush();
    expect(container.textContent).toContain('Please enter a whole number of units, at least 1.');
    expect(api.callsTo('checkout')).toHaveLength(0);

    typeText(getControl(container, 'Number of units'), '3');
    click(getButton(container, 'Subscribe'));
    await flush();
    expect(document.body.textContent).toContain('Error initiating subscription. Please try again.');
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
    const links = [...container.querySelectorAll('a')];
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
