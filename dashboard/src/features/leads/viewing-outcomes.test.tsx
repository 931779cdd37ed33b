import type { AnalyticsMonth } from '@porchlight/client';
import { afterEach, describe, expect, it } from 'vitest';
import { render, resetAfterTest, screen, serveApi } from '../../../test-utils/index.ts';
import { LeadTrend } from './lead-trend.tsx';
import { ViewingOutcomeBadge } from './viewing-outcome-badge.tsx';

afterEach(resetAfterTest);

const month = (label: string, counts: Partial<AnalyticsMonth> = {}): AnalyticsMonth => ({
  month: label,
  chats: 0,
  preScreened: 0,
  viewingsBooked: 0,
  viewingsHeld: 0,
  viewingsShown: 0,
  noShows: 0,
  viewingsCancelled: 0,
  ...counts,
});

describe('viewing outcomes on the leads page', () => {
  it('adds "Viewing held" to the funnel and counts the month’s viewings', async () => {
    const months = Array.from({ length: 11 }, (_, i) =>
      month(`2026-${String(i + 1).padStart(2, '0')}`),
    );
    months.push(
      month('2026-12', {
        chats: 10,
        preScreened: 6,
        viewingsBooked: 4,
        viewingsHeld: 3,
        viewingsShown: 3,
        noShows: 1,
        viewingsCancelled: 2,
      }),
    );
    serveApi({ leadTrendAnalytics: { status: 200, body: { months } } });
    render(<LeadTrend month={{ year: 2026, month: 12 }} />);
    expect(await screen.findByRole('progressbar', { name: 'Viewing held: 3' })).toBeDefined();
    const counts = screen.getByRole('group', { name: 'Viewings in December 2026' });
    expect(counts.textContent).toBe('Shown: 3No-shows: 1Cancelled: 2');
    expect(screen.getByRole('columnheader', { name: 'Viewing held' })).toBeDefined();
  });

  it('names a lead’s last viewing outcome for screen readers too', () => {
    render(<ViewingOutcomeBadge outcome="NO_SHOW" />);
    expect(screen.getByText('No-show').textContent).toBe('Last viewing: No-show');
  });
});
