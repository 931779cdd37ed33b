import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../test-utils/index.ts';
import { StatusIndicator } from './status-indicator.tsx';

afterEach(cleanup);

function show(status: string | null) {
  const { container } = render(<StatusIndicator status={status} />);
  const root = container.querySelector<HTMLElement>('[data-status-color]');
  const dots = [...container.querySelectorAll<HTMLElement>('[data-filled]')];
  return {
    text: root?.textContent,
    color: root?.dataset.statusColor,
    filled: dots.filter((dot) => dot.dataset.filled === 'true'),
    dots,
  };
}

describe('StatusIndicator', () => {
  it.each([
    ['PRE_SCREENING', 'Inquiry Received', 'red', 1],
    ['PRE_SCREENING_COMPLETE', 'Pre-Screening Complete', 'yellow', 2],
    ['SCHEDULING_COMPLETE', 'Scheduled Viewing', 'green', 3],
  ])('draws %s as "%s" in %s with %i filled dots', (status, label, color, step) => {
    const shown = show(status);
    expect(shown.text).toBe(label);
    expect(shown.color).toBe(color);
    expect(shown.dots).toHaveLength(3);
    expect(shown.filled).toHaveLength(step);
    expect(shown.filled[0]?.style.backgroundColor).toBe(`var(--mantine-color-${color}-6)`);
  });

  it('draws an unknown status as the first step in grey', () => {
    const shown = show('ON_HOLD');
    expect(shown.color).toBe('grey');
    expect(shown.filled).toHaveLength(1);
    expect(shown.filled[0]?.style.backgroundColor).toBe('var(--mantine-color-gray-6)');
    expect(show(null).filled).toHaveLength(1);
  });
});
