import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flush, render, resetAfterTest, screen, serveApi } from '../../test-utils/index.ts';
import { setupSample } from '../features/setup/testing-setup.ts';
import { useSession } from '../session/store.ts';
import { PropertiesPage } from './properties.page.tsx';

beforeEach(() => {
  const manager = sample.user({ status: 'VERIFIED' });
  useSession.setState({ token: 't', userId: manager.id, user: manager });
});
afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <PropertiesPage />
    </MemoryRouter>,
  );

describe('PropertiesPage', () => {
  it("shows a new account's set-up checklist above the properties", async () => {
    serveApi({
      listProperties: { status: 200, body: [] },
      getSetup: { status: 200, body: setupSample([], { onboardingAnswered: true }) },
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Set up Porchlight' })).toBeDefined();
    expect(screen.getByText('0 of 7 done')).toBeDefined();
    expect(await screen.findByText('Add a property to get started')).toBeDefined();
  });

  it('keeps a dismissed checklist hidden, and shows the page without it when set-up cannot be read', async () => {
    serveApi({
      listProperties: { status: 200, body: [] },
      getSetup: {
        status: 200,
        body: setupSample([], { dismissed: true, onboardingAnswered: true }),
      },
    });
    const first = renderPage();
    expect(await screen.findByText('Add a property to get started')).toBeDefined();
    await flush();
    expect(screen.queryByRole('region', { name: 'Set up Porchlight' })).toBeNull();
    first.unmount();

    serveApi({ listProperties: { status: 200, body: [] } });
    renderPage();
    expect(await screen.findByText('Add a property to get started')).toBeDefined();
    await flush();
    expect(screen.queryByRole('region', { name: 'Set up Porchlight' })).toBeNull();
  });
});
