import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { click, render } from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
import { OnboardingDialog } from './onboarding-dialog.tsx';
import { fakeApi, resetAfterTest, settle } from './testing/fake-api.ts';
import { testUser, USER_ID } from './testing/user.ts';

const WELCOME = 'Welcome to the product!';

async function renderDialog(status: 'VERIFIED' | 'PENDING' = 'VERIFIED') {
  useSession.setState({ token: 't', userId: USER_ID, user: testUser({ status }) });
  const view = render(
    <MemoryRouter>
      <OnboardingDialog />
    </MemoryRouter>,
  );
  await settle();
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
    fakeApi({});
    await renderDialog();
    expect(document.body.textContent).toContain(WELCOME);
    expect(document.body.textContent).toContain('Help us understand more about your business:');
    expect(document.body.textContent).toContain('Number of doors');
    expect(localStorage.getItem('icpFormCount')).toBe('1');
  });

  it('shows a second time, then never again', async () => {
    fakeApi({});
    localStorage.setItem('icpFormCount', '1');
    const first = await renderDialog();
    expect(document.body.textContent).toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBe('2');
    first.unmount();
    await settle();

    await renderDialog();
    expect(document.body.textContent).not.toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBe('2');
  });

  it('is not shown before the e-mail is verified', async () => {
    fakeApi({});
    await renderDialog('PENDING');
    expect(document.body.textContent).not.toContain(WELCOME);
    expect(localStorage.getItem('icpFormCount')).toBeNull();
  });

  it('points a manager without properties to billing once closed', async () => {
    fakeApi({ 'GET /api/v1/properties': { status: 200, body: [] } });
    await renderDialog();
    expect(document.body.textContent).not.toContain('Subscribe to the product');
    click(closeButton());
    await settle();
    expect(document.body.textContent).toContain('Subscribe to the product');
    expect(document.body.textContent).toContain(
      'Update your billing to start using our AI leasing agent.',
    );
  });

  it('shows no callout to a manager who has a property', async () => {
    fakeApi({ 'GET /api/v1/properties': { status: 200, body: [{ id: 'p' }] } });
    await renderDialog();
    click(closeButton());
    await settle();
    expect(document.body.textContent).not.toContain('Subscribe to the product');
  });
});
