import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { click, flush, render, resetAfterTest, serveApi } from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
import { OnboardingDialog } from './onboarding-dialog.tsx';

const WELCOME = 'Welcome to the product!';

async function renderDialog(status: 'VERIFIED' | 'PENDING' = 'VERIFIED') {
  const user = sample.user({ status });
  useSession.setState({ token: 't', userId: user.id, user });
  const view = render(
    <MemoryRouter>
      <OnboardingDialog />
    </MemoryRouter>,
  );
  await flush();
  return view;
}

const closeButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

describe('OnboardingDialog', () => {
  it('welcomes a verified manager and counts the showing in icpFormCount', async () => {
    serveApi();
    await renderDialog();
    expect(document.body.textContent).toContain(WELCOME);
    expect(document.body.textContent).toContain('Help us understand more about your business:');
    expect(document.body.textContent).toContain('Number of doors');
    expect(localStorage.getItem('icpFormCount')).toBe('1');
  });

  it('shows a second time, then never again', async () => {
    serveApi();
    localStorage.setItem('icpFormCount', '1');
    const first = await renderDialog();
    expect(document.body.textContent).toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBe('2');
    first.unmount();
    await flush();

    await renderDialog();
    expect(document.body.textContent).not.toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBe('2');
  });

  it('is not shown before the e-mail is verified', async () => {
    serveApi();
    await renderDialog('PENDING');
    expect(document.body.textContent).not.toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBeNull();
  });

  it('points a manager without properties to billing once closed', async () => {
    serveApi({ listProperties: { status: 200, body: [] } });
    await renderDialog();
    expect(document.body.textContent).not.toContain('Subscribe to the product');
    click(closeButton());
    await flush();
    expect(document.body.textContent).toContain('Subscribe to the product');
    expect(document.body.textContent).toContain(
      'Update your billing to start using our AI leasing agent.',
    );
  });

  it('shows no callout to a manager who has a property', async () => {
    serveApi({ listProperties: { status: 200, body: [sample.property()] } });
    await renderDialog();
    click(closeButton());
    await flush();
    expect(document.body.textContent).not.toContain('Subscribe to the product');
  });
});
