import type { Amenity } from '@porchlight/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '../../../test-utils/index.ts';
import { AmenitiesField } from './amenities-field.tsx';

function Harness({ initial }: { initial: Amenity[] }) {
  const [value, setValue] = useState<Amenity[]>(initial);
  return (
    <>
      <AmenitiesField value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

afterEach(cleanup);
const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });
const selected = () => screen.getByRole('status').textContent;

describe('AmenitiesField', () => {
  it('shows the ten amenities with the spec labels', async () => {
    render(<Harness initial={[]} />);
    const labels = screen
      .getAllByRole<HTMLInputElement>('checkbox')
      .map((box) => box.labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Large Dogs',
      'Small Dogs',
      'Cats',
      'No Pets',
      'On Site Parking',
      'In Unit Laundry',
      'Air Conditioning',
      'Central Air',
      'Pool',
      'On Site Manager',
    ]);
  });

  it('clears and disables the three pet amenities when No Pets is ticked', async () => {
    const { user } = render(<Harness initial={['LARGE_DOGS', 'CATS', 'POOL']} />);
    await user.click(box('No Pets'));
    expect(selected()).toBe('NO_PETS,POOL');
    for (const label of ['Large Dogs', 'Small Dogs', 'Cats']) {
      expect(box(label).disabled).toBe(true);
      expect(box(label).checked).toBe(false);
    }
    expect(box('Pool').disabled).toBe(false);
  });

  it('enables them again when No Pets is unticked, and a pet amenity clears No Pets', async () => {
    const { user } = render(<Harness initial={['NO_PETS']} />);
    await user.click(box('No Pets'));
    expect(box('Cats').disabled).toBe(false);
    await user.click(box('Cats'));
    expect(selected()).toBe('CATS');
    expect(box('No Pets').checked).toBe(false);
  });
});
