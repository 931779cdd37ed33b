import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, getButton, render } from '../../../test-utils/index.ts';
import { ProfileForm } from './profile-form.tsx';
import { getControl, typeText } from './testing/dom.ts';
import { fakeApi, resetAfterTest, settle } from './testing/fake-api.ts';
import { testUser } from './testing/user.ts';

afterEach(resetAfterTest);

describe('ProfileForm', () => {
  it('shows the e-mail read-only and blocks Save while the phone is invalid', async () => {
    const { calls } = fakeApi({
      'PATCH /api/v1/users/:id': (call) => ({
        status: 200,
        body: { ...testUser(), ...(call.body as object) },
      }),
    });
    const onSaved = vi.fn();
    const { container } = render(<ProfileForm user={testUser()} onSaved={onSaved} />);
    expect(getControl(container, 'E-mail').readOnly).toBe(true);

    typeText(getControl(container, 'Phone'), '555-1234');
    expect(container.textContent).toContain('Please enter a valid phone number.');
    expect(getButton(container, 'Save').disabled).toBe(true);

    typeText(getControl(container, 'Phone'), '(555) 867-5309');
    expect(container.textContent).not.toContain('Please enter a valid phone number.');
    click(getButton(container, 'Save'));
    await settle();
    expect(calls[0]?.body).toEqual({ firstName: 'Mary', lastName: 'Manager', phone: '5558675309' });
    expect(onSaved).toHaveBeenCalled();
  });
});
