import type { Amenity } from '@porchlight/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, getByLabel, render } from '../../../test-utils/index.ts';
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
const box = (root: HTMLElement, label: string) => getByLabel(root, label);
const selected = (root: HTMLElement) => root.querySelector('output')?.textContent;

describe('AmenitiesField', () => {
  it('shows the ten amenities with the spec labels', () => {
    const { container } = render(<Harness initial={[]} />);
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
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

  it('clears and disables the three pet amenities when No Pets is ticked', () => {
    const { container } = render(<Harness initial={['LARGE_DOGS', 'CATS', 'POOL']} />);
    click(box(container, 'No Pets'));
    expect(selected(container)).toBe('NO_PETS,POOL');
    for (const label of ['Large Dogs', 'Small Dogs', 'Cats']) {
      expect(box(container, label).disabled).toBe(true);
      expect(box(container, label).checked).toBe(false);
    }
    expect(box(container, 'Pool').disabled).toBe(false);
  });

  it('enables them again when No Pets is unticked, and a pet amenity clears No Pets', () => {
    const { container } = render(<Harness initial={['NO_PETS']} />);
    click(box(container, 'No Pets'));
    expect(box(container, 'Cats').disabled).toBe(false);
    click(box(container, 'Cats'));
    expect(selected(container)).toBe('CATS');
    expect(box(container, 'No Pets').checked).toBe(false);
  });
});
