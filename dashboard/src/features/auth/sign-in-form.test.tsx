import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getButton, getByLabel, render, type } from '../../../test-utils/index.ts';
import { SignInForm } from './sign-in-form.tsx';

afterEach(cleanup);

describe('SignInForm', () => {
  it('has a labelled e-mail field and a submit button', () => {
    const { container } = render(<SignInForm />);
    const input = getByLabel(container, 'E-mail address');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(getButton(container, 'Email me a sign-in link').type).toBe('submit');
  });

  it('rejects an invalid address with a message tied to the field', () => {
    const onSubmit = vi.fn();
    const { container } = render(<SignInForm onSubmit={onSubmit} />);
    const input = getByLabel(container, 'E-mail address');
    type(input, 'not-an-address');
    click(getButton(container, 'Email me a sign-in link'));
    expect(container.textContent).toContain('Please enter a valid e-mail address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts a valid address and says honestly that links are not sent yet', () => {
    const onSubmit = vi.fn();
    const { container } = render(<SignInForm onSubmit={onSubmit} />);
    type(getByLabel(container, 'E-mail address'), '  manager@example.com ');
    click(getButton(container, 'Email me a sign-in link'));
    expect(onSubmit).toHaveBeenCalledWith('manager@example.com');
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'Sign-in is not available yet',
    );
  });
});
