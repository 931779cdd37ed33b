import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../../test-utils/index.ts';
import { ProfileForm } from './profile-form.tsx';

afterEach(resetAfterTest);

describe('ProfileForm', () => {
  it('shows the e-mail read-only and blocks Save while the phone is invalid', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const onSaved = vi.fn();
    const { user } = render(<ProfileForm user={sample.user()} onSaved={onSaved} />);
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail/).readOnly).toBe(true);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

    await fill(user, screen.getByLabelText(/Phone/), '555-1234');
    expect(screen.getByText('Please enter a valid phone number.')).toBeDefined();
    expect(save.disabled).toBe(true);

    await fill(user, screen.getByLabelText(/Phone/), '(555) 867-5309');
    expect(screen.queryByText('Please enter a valid phone number.')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('updateUser')[0]?.body).toEqual({
      firstName: 'Mary',
      lastName: 'Manager',
      phone: '5558675309',
    });
    expect(onSaved).toHaveBeenCalled();
  });
});
