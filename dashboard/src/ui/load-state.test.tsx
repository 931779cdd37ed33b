import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '../../test-utils/index.ts';
import { LoadState } from './load-state.tsx';

afterEach(cleanup);

describe('LoadState', () => {
  it('names its spinner as a status, so the label is read (axe: aria-prohibited-attr)', () => {
    render(<LoadState what="Showings" loading onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading showings' })).toBeDefined();
  });

  it('says what could not be loaded, with Try again', () => {
    render(<LoadState what="Showings" loading={false} onRetry={() => {}} />);
    expect(screen.getByText('Showings could not be loaded.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
