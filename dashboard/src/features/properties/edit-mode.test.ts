import { describe, expect, it } from 'vitest';
import { toggleEditMode } from './edit-mode.ts';

describe('toggleEditMode', () => {
  it('opens the chosen mode from none or from the other mode', () => {
    expect(toggleEditMode('none', 'address')).toBe('address');
    expect(toggleEditMode('address', 'leasing')).toBe('leasing');
  });

  it('returns to none when the open mode is chosen again', () => {
    expect(toggleEditMode('address', 'address')).toBe('none');
    expect(toggleEditMode('leasing', 'leasing')).toBe('none');
  });
});
