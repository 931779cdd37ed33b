import { describe, expect, it } from 'vitest';
import { leadStatusDisplay } from './lead-status.ts';

describe('leadStatusDisplay', () => {
  it('draws the three known statuses as steps 1 to 3 in red, yellow and green', () => {
    expect(leadStatusDisplay('PRE_SCREENING')).toEqual({
      label: 'Inquiry Received',
      color: 'red',
      step: 1,
    });
    expect(leadStatusDisplay('PRE_SCREENING_COMPLETE')).toEqual({
      label: 'Pre-Screening Complete',
      color: 'yellow',
      step: 2,
    });
    expect(leadStatusDisplay('SCHEDULING_COMPLETE')).toEqual({
      label: 'Scheduled Viewing',
      color: 'green',
      step: 3,
    });
  });

  it('draws an unknown status as the first step in grey', () => {
    expect(leadStatusDisplay('ARCHIVED')).toEqual({ label: 'ARCHIVED', color: 'grey', step: 1 });
    expect(leadStatusDisplay('toString')).toMatchObject({ color: 'grey', step: 1 });
    expect(leadStatusDisplay(null)).toEqual({ label: 'Unknown', color: 'grey', step: 1 });
  });
});
