import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, render, resetAfterTest, screen, serveApi } from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
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
});
