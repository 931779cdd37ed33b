import { Notifications } from '@mantine/notifications';
import type { Property } from '@porchlight/client';
import { type FakeApi, sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { BAD_NUMBER, ChannelsSection } from './channels-section.tsx';

const ID = '44444444-4444-4444-8444-444444444444';

afterEach(resetAfterTest);

function open(property: Property, onSaved = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <Notifications />
      <ChannelsSection property={property} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return { ...view, onSaved };
}

const apiError = (code: string, message: string) => sample.apiError(code, message);

describe('ChannelsSection', () => {
  it('checks the number before saving it in E.164, and says when another property has it', async () => {
    const property = sample.property({ id: ID, smsNumber: null });
    const api: FakeApi = serveApi();
    api.on('updateProperty', { status: 409, body: apiError('CONFLICT', 'taken') }, ({ body }) => ({
      status: 200,
      body: { ...property, smsNumber: body.smsNumber ?? null },
    }));
    const { user, onSaved } = open(property);
    expect(screen.getByText('None yet: this property does not take texts.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add a number' }));
    const input = screen.getByRole('textbox', { name: /^Text-message number/ });
    expect(document.activeElement).toBe(input);
    await fill(user, input, '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BAD_NUMBER)).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('updateProperty')).toHaveLength(0);

    await fill(user, input, '(541) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Another of your properties already uses this number/),
    ).toBeDefined();
    expect(document.body.textContent).not.toContain('taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('updateProperty').map((call) => call.body)).toEqual([
      { smsNumber: '+15415550100' },
      { smsNumber: '+15415550100' },
    ]);
    expect(onSaved.mock.calls[0]?.[0].smsNumber).toBe('+15415550100');
  });

  it('shows the saved number and clears it when emptied', async () => {
    const property = sample.property({ id: ID, smsNumber: '+15415550100' });
    const api = serveApi({
      updateProperty: { status: 200, body: { ...property, smsNumber: null } },
    });
    const { user, onSaved } = open(property);
    expect(screen.getByText('+1 (541) 555-0100')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await user.clear(screen.getByRole('textbox', { name: /^Text-message number/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('updateProperty')[0]?.body).toEqual({ smsNumber: null });
  });

  it('sends a test text and says in plain words what came of it', async () => {
    const property = sample.property({ id: ID, smsNumber: '+15415550100' });
    const api = serveApi();
    api.on(
      'sendPropertyTestText',
      { status: 200, body: { sent: true, id: 'SM123' } },
      { status: 409, body: apiError('CONFLICT', 'opted out') },
      { status: 503, body: apiError('UNAVAILABLE', 'no twilio') },
      {
        status: 502,
        body: apiError('PROVIDER_REFUSED', 'The test message was not sent. Not a mobile number.'),
      },
    );
    const { user } = open(property);
    const phone = screen.getByRole('textbox', { name: /^Your mobile number/ });
    const send = screen.getByRole('button', { name: 'Send a test message' });

    await fill(user, phone, '12');
    await user.click(send);
    expect(await screen.findByText(BAD_NUMBER)).toBeDefined();
    expect(api.callsTo('sendPropertyTestText')).toHaveLength(0);

    await fill(user, phone, '541 555 0199');
    await user.click(send);
    const status = await screen.findByRole('status');
    await within(status).findByText(
      'Test message sent to +1 (541) 555-0199. It should arrive in a minute.',
    );
    expect(api.callsTo('sendPropertyTestText')[0]).toMatchObject({
      params: { propertyId: ID },
      body: { to: '+15415550199' },
    });

    await user.click(send);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('texted STOP');

    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
      ),
    );

    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Twilio refused the messageThe test message was not sent. Not a mobile number.',
      ),
    );
    expect(document.body.textContent).not.toMatch(/no twilio|opted out|UNAVAILABLE/);
  });

  it('says there is no number yet without asking the server', async () => {
    const api = serveApi();
    const { user } = open(sample.property({ id: ID, smsNumber: null }));
    await fill(user, screen.getByRole('textbox', { name: /^Your mobile number/ }), '5415550199');
    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This property has no text-message number yet.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('points to the Connections page for the forwarding addresses', () => {
    serveApi();
    open(sample.property({ id: ID }));
    const link = screen.getByRole('link', { name: 'Connections' });
    expect(link.getAttribute('href')).toBe('/connections');
    expect(document.body.textContent).toContain('their replies come back into the');
  });
});
