import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
} from '../../../test-utils/index.ts';
import { ProfileForm } from './profile-form.tsx';
import { getControl, typeText } from './testing/dom.ts';

afterEach(resetAfterTest);

describe('ProfileForm', () => {
  it('shows the e-mail read-only and blocks Save while the phone is invalid', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const onSaved = vi.fn();
    const { container } = render(<ProfileForm user={sample.user()} onSaved={onSaved} />);
    expect(getControl(container, 'E-mail').readOnly).toBe(true);

    typeText(getControl(container, 'Phone'), '555-1234');
    expect(container.textContent).toContain('Please enter a valid phone number.');
    expect(getButton(container, 'Save').disabled).toBe(true);

    typeText(getControl(container, 'Phone'), '(555) 867-5309');
    expect(container.textContent).not.toContain('Please enter a valid phone number.');
    click(getButton(container, 'Save'));
    await flush();
    expect(api.callsTo('updateUser')[0]?.body).toEqual({
      firstName: 'Mary',
      lastName: 'Manager',
      phone: '5558675309',
    });
    expect(onSaved).toHaveBeenCalled();
  });
});
