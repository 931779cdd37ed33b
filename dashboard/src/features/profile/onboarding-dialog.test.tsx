import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, render, resetAfterTest, screen, serveApi } from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
import { setupSample } from '../setup/testing-setup.ts';
import { OnboardingDialog } from './onboarding-dialog.tsx';

const WELCOME = 'Welcome to the product!';

async function renderDialog(status: 'VERIFIED' | 'PENDING' = 'VERIFIED') {
  const manager = sample.user({ status });
  useSession.setState({ token: 't', userId: manager.id, user: manager });
  const view = render(
    <MemoryRouter>
      <OnboardingDialog />
    </MemoryRouter>,
  );
  await flush();
  return view;
}

const close = () => screen.getByRole('button', { name: 'Close' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

describe('OnboardingDialog', () => {
  it('welcomes a verified manager and counts the showing in icpFormCount', async () => {
    serveApi();
    await renderDialog();
    expect(screen.getByText(WELCOME)).toBeDefined();
    expect(screen.getByText('Help us understand more about your business:')).toBeDefined();
    expect(screen.getByText(/Number of doors/)).toBeDefined();
    expect(localStorage.getItem('icpFormCount')).toBe('1');
  });

  it('shows a second time, then never again', async () => {
    serveApi();
    localStorage.setItem('icpFormCount', '1');
    const first = await renderDialog();
    expect(screen.getByText(WELCOME)).toBeDefined();
    expect(localStorage.getItem('icpFormCount')).toBe('2');
    first.unmount();
    await flush();

    await renderDialog();
    expect(screen.queryByText(WELCOME)).toBeNull();
    expect(localStorage.getItem('icpFormCount')).toBe('2');
  });

  it('is not shown before the e-mail is verified', async () => {
    serveApi();
    await renderDialog('PENDING');
    expect(screen.queryByText(WELCOME)).toBeNull();
    expect(localStorage.getItem('icpFormCount')).toBeNull();
  });

  it('points a manager without properties to billing once closed', async () => {
    serveApi({ listProperties: { status: 200, body: [] } });
    const { user } = await renderDialog();
    expect(screen.queryByText('Subscribe to the product')).toBeNull();
    await user.click(close());
    expect(await screen.findByText('Subscribe to the product')).toBeDefined();
    expect(
      screen.getByText('Update your billing to start using our AI leasing agent.'),
    ).toBeDefined();
  });

  it('shows no callout to a manager who has a property', async () => {
    serveApi({ listProperties: { status: 200, body: [sample.property()] } });
    const { user } = await renderDialog();
    await user.click(close());
    await flush();
    expect(screen.queryByText('Subscribe to the product')).toBeNull();
  });

  it('is asked once per account: not shown when the account answered or skipped it', async () => {
    serveApi({ getSetup: { status: 200, body: setupSample([], { onboardingAnswered: true }) } });
    await renderDialog();
    expect(screen.queryByText(WELCOME)).toBeNull();
    expect(localStorage.getItem('icpFormCount')).toBeNull();
  });

  it('is optional: Skip closes it and records it on the account', async () => {
    const api = serveApi({
      getSetup: { status: 200, body: setupSample() },
      updateSetup: { status: 200, body: setupSample([], { onboardingAnswered: true }) },
      listProperties: { status: 200, body: [sample.property()] },
    });
    const { user } = await renderDialog();
    expect(screen.getByText(/Every question is optional/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() =>
      expect(api.callsTo('updateSetup').map((call) => call.body)).toEqual([
        { onboardingAnswered: true },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: WELCOME })).toBeNull());
  });
});
