import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  flush,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../test-utils/index.ts';
import { ResidentAiPage } from './resident-ai.page.tsx';

const P1 = '44444444-4444-4444-8444-444444444444';
const P2 = '66666666-6666-4666-8666-666666666666';
const U1 = '55555555-5555-4555-8555-555555555555';
const unit = (id: string, unitNumber: string | null) =>
  sample.unit({ id, propertyId: P1, unitNumber });

function serve() {
  return serveApi({
    listProperties: {
      status: 200,
      body: [
        sample.property({ id: P1, address: '1 First St' }),
        sample.property({ id: P2, address: '2 Second Ave' }),
      ],
    },
    listPropertyUnits: ({ params }) => ({
      status: 200,
      body:
        params.id === P1
          ? [unit(U1, '4B'), unit('77777777-7777-4777-8777-777777777777', null)]
          : [],
    }),
  });
}

async function openAt(path: string) {
  const view = renderAt(
    <>
      <Notifications />
      <ResidentAiPage />
    </>,
    path,
    '/resident-ai',
  );
  await flush();
  return view;
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

afterEach(resetAfterTest);

describe('ResidentAiPage (manager view)', () => {
  it('goes to the first property when none is selected', async () => {
    serve();
    const view = await openAt('/resident-ai');
    await waitFor(() => expect(view.path()).toBe(`/resident-ai?propertyId=${P1}`));
    await flush();
    expect(select('Property').value).toBe(P1);
  });

  it('shows the unit select, labelled by unit number, only once a property is chosen', async () => {
    serve();
    const view = await openAt(`/resident-ai?propertyId=${P1}`);
    const units = select('Unit');
    expect([...units.options].map((o) => o.textContent)).toEqual(['Select a unit', '4B', 'Unit']);

    await view.user.selectOptions(units, U1);
    await waitFor(() => expect(view.path()).toBe(`/resident-ai?propertyId=${P1}&unitId=${U1}`));
    await view.user.selectOptions(select('Property'), P2);
    await waitFor(() => expect(view.path()).toBe(`/resident-ai?propertyId=${P2}`));
  });

  it('shares the read-only resident link, copies it, and embeds the widget in resident mode', async () => {
    serve();
    const view = await openAt(`/resident-ai?propertyId=${P1}&unitId=${U1}`);
    // user-event's session holds the clipboard; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const origin = window.location.origin;
    const link = screen.getByLabelText<HTMLInputElement>('Resident link');
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${origin}/resident-ai?propertyId=${P1}&unitId=${U1}&resident=true`);

    await view.user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(link.value);

    const frame = screen.getByTitle('Resident AI chat');
    expect(frame?.getAttribute('title')).toBe('Resident AI chat');
    const src = new URL(frame?.getAttribute('src') ?? '', origin);
    expect(src.pathname).toBe('/embed');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      propertyId: P1,
      unitId: U1,
      mode: 'resident',
      showTopbar: 'true',
      hostOrigin: origin,
    });
  });

  it('has no Back button: the sidebar leads elsewhere, and the chat comes first', async () => {
    serve();
    await openAt(`/resident-ai?propertyId=${P1}`);
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    expect(screen.queryByText('← Back')).toBeNull();
    const chat = screen.getByTitle('Resident AI chat');
    const share = screen.getByLabelText('Resident link');
    // In reading order the chat panel precedes the share box.
    expect(chat.compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
