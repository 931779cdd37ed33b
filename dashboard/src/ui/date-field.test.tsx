import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '../../test-utils/index.ts';
import { DateField, parseTypedDate } from './date-field.tsx';

afterEach(cleanup);

function Harness({ initial = '', minDate }: { initial?: string; minDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date" value={value} onChange={setValue} minDate={minDate} />
      <output aria-label="value">{value}</output>
    </>
  );
}
const value = () => screen.getByLabelText('value').textContent;

describe('parseTypedDate', () => {
  it('reads the common ways of writing a day, and refuses what is not one', () => {
    expect(parseTypedDate('2027-06-05')).toBe('2027-06-05');
    expect(parseTypedDate(' Jun 5, 2027 ')).toBe('2027-06-05');
    expect(parseTypedDate('Sat, Jun 5, 2027')).toBe('2027-06-05');
    expect(parseTypedDate('2027-02-30')).toBeNull();
    expect(parseTypedDate('next week')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});

describe('DateField', () => {
  it('takes a typed day and shows it in words once the field is left', async () => {
    const { user } = render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await user.type(input, '2027-06-05');
    await user.tab();
    expect(value()).toBe('2027-06-05');
    expect((input as HTMLInputElement).value).toBe('Sat, Jun 5, 2027');
  });

  it('keeps what cannot be read as typed, so the form can say so', async () => {
    const { user } = render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Date' }), 'someday');
    await user.tab();
    expect(value()).toBe('someday');
  });

  it('picks a day from the calendar dialog, which opens on the chosen month', async () => {
    const { user } = render(<Harness initial="2027-06-05" />);
    await user.click(screen.getByRole('button', { name: 'Pick the date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick the date' });
    expect(dialog.textContent).toContain('June 2027');
    await user.click(within(dialog).getByRole('button', { name: '10 June 2027' }));
    await waitFor(() => expect(value()).toBe('2027-06-10'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick the date' })).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Date' }).value).toBe(
      'Thu, Jun 10, 2027',
    );
  });
});
