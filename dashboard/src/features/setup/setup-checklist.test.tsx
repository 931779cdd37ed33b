import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, serveApi, within } from '../../../test-utils/index.ts';
import { SetupChecklist } from './setup-checklist.tsx';
import { setupSample } from './testing-setup.ts';

afterEach(resetAfterTest);

function renderChecklist(setup = setupSample(['PROPERTY', 'UNITS', 'POLICIES'])) {
  const onAddProperty = vi.fn();
  const onChange = vi.fn();
  const view = render(
    <MemoryRouter>
      <SetupChecklist setup={setup} onAddProperty={onAddProperty} onChange={onChange} />
    </MemoryRouter>,
  );
  return { ...view, onAddProperty, onChange };
}

describe('SetupChecklist', () => {
  it('shows the progress and says each step done or to do, in order, for screen readers', () => {
    serveApi();
    renderChecklist();
    expect(screen.getByText('3 of 7 done')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Set-up progress: 3 of 7 done' })).toBeDefined();
    const items = within(screen.getByRole('list', { name: 'Set-up steps' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Done: Add your property',
      'Done: Add its units',
      'To do: Set your viewing hours',
      'Done: Write your policies',
      'To do: Add the chat to your website',
      'To do: Try a test chat',
      'To do: Go live',
    ]);
  });

  it('links each step still to do to where it is done', () => {
    serveApi();
    renderChecklist();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/^Set your viewing hours: Open Profile/)).toBe('/profile');
    expect(href(/^Add the chat to your website: Get the snippet/)).toBe(
      '/properties/p1#embed-title',
    );
    expect(href(/^Try a test chat: Open the chat/)).toBe('/chat?propertyId=p1');
    expect(href(/^Go live: Open Billing/)).toBe('/settings');
    // Done steps have no action left.
    expect(screen.queryByRole('link', { name: /^Add its units/ })).toBeNull();
  });

  it('opens the property dialog from the first step, and waits for a property before the rest', async () => {
    serveApi();
    const { user, onAddProperty } = renderChecklist(setupSample());
    expect(screen.getByText('0 of 7 done')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add your property: Add a property' }));
    expect(onAddProperty).toHaveBeenCalledOnce();
    expect(screen.getAllByText('After your property')).toHaveLength(4);
  });

  it('records the snippet seen when its link is followed', async () => {
    const seen = setupSample(['PROPERTY', 'WEBSITE']);
    const api = serveApi({ updateSetup: { status: 200, body: seen } });
    const { user, onChange } = renderChecklist(setupSample(['PROPERTY']));
    await user.click(screen.getByRole('link', { name: /Get the snippet/ }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(seen));
    expect(api.callsTo('updateSetup')[0]?.body).toEqual({ websiteSnippetSeen: true });
  });

  it('is dismissed on the account: Hide checklist saves it on the server', async () => {
    const hidden = setupSample([], { dismissed: true });
    const api = serveApi({ updateSetup: { status: 200, body: hidden } });
    const { user, onChange } = renderChecklist();
    await user.click(screen.getByRole('button', { name: 'Hide checklist' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(hidden));
    expect(api.callsTo('updateSetup')[0]?.body).toEqual({ dismissed: true });
  });

  it('says when every step is done', () => {
    serveApi();
    renderChecklist(
      setupSample([
        'PROPERTY',
        'UNITS',
        'VIEWING_HOURS',
        'POLICIES',
        'WEBSITE',
        'TEST_CHAT',
        'GO_LIVE',
      ]),
    );
    expect(screen.getByText('All 7 done: Athena is ready for your prospects.')).toBeDefined();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
