import {
  ALL_TEMPLATES,
  MEDIUMS,
  type Medium,
  TEXT_LENGTHS,
  type WorkflowType,
} from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import { compose, expectSafe, expectShape, NOW, sampleVariables } from './compose.fixtures.ts';
import { composeDocument, SUMMARY_MAX, summarizeRun } from './index.ts';

/** What every medium of each template must carry from the sample values, SMS included. */
const KEY_VALUES: Record<WorkflowType, string[]> = {
  OVERDUE_RENT_REMINDER: ['Jane Doe', '$1,500', '5 days', 'March 14, 2025'],
  MOVE_OUT_CHECKLIST: ['Jane Doe', 'March 14, 2025', 'leasing office by noon'],
  PROPERTY_UPDATE_ANNOUNCEMENT: ['Lobby renovation', 'March 4 to March 15'],
  NON_URGENT_MAINTENANCE_CONFIRMATION: ['Jane Doe', 'leaking kitchen faucet', '9:30 AM'],
  URGENT_MAINTENANCE_TRIAGE: [
    'Jane Doe',
    'burst pipe flooding the bathroom',
    'within 2 hours',
    '911',
  ],
  PREVENTIVE_MAINTENANCE_NOTICE: ['HVAC filter replacement', 'April 8 to 10'],
  PROPERTY_LISTING: ['123 Main St', '$2,400', 'June 1'],
  SOCIAL_MEDIA_POST: ['The Maple Lofts', 'Book a tour today', '#NowLeasing'],
  LEASE_INCENTIVE: ['One month free rent', 'May 31, 2025'],
  SECURITY_DEPOSIT_SETTLEMENT: ['Jane Doe', '$1,750'],
  EVICTION_NOTICE: ['Jane Doe', '123 Main St', 'April 30, 2025'],
  LEASE_TERMINATION: ['Jane Doe', '123 Main St', 'March 14, 2025'],
  MONTHLY_PERFORMANCE_UPDATE: ['The Maple Lofts', '96%'],
  CASH_FLOW_PROJECTION: ['The Maple Lofts', '$180,000'],
  QUARTERLY_ROI_SUMMARY: ['The Maple Lofts', 'Q1 2025', '5%'],
  RENTAL_MARKET_COMPARISON: ['The Maple Lofts', '$150'],
  ROI_CALCULATION: ['The Maple Lofts', '8.36%'],
};

describe.each(ALL_TEMPLATES.map((t) => [t.type, t] as const))('%s', (type, template) => {
  const variables = sampleVariables(template);

  it.each(MEDIUMS.map((m) => [m]))('writes a complete %s in every length', (medium) => {
    const lengths = TEXT_LENGTHS.map((textLength) => compose(type, variables, medium, textLength));
    for (const [index, { markdown }] of lengths.entries()) {
      const textLength = TEXT_LENGTHS[index] ?? 'SHORT';
      expectSafe(markdown);
      expectShape(markdown, medium, textLength);
      for (const value of KEY_VALUES[type])
        expect(markdown.toLowerCase()).toContain(value.toLowerCase());
      if (template.fields.length > 0 && medium !== 'SMS') {
        expect(markdown, 'no Fair Housing note for clean details').not.toContain(
          'Fair Housing compliance',
        );
      }
    }
    if (medium !== 'SMS') {
      const [short, , long] = lengths.map((l) => l.markdown.length);
      expect(long).toBeGreaterThan(short ?? 0);
    }
  });

  it.each(MEDIUMS.map((m) => [m]))('leaves out what was not given (%s)', (medium) => {
    for (const textLength of TEXT_LENGTHS) {
      const { markdown, summary } = compose(type, {}, medium, textLength);
      expectSafe(markdown);
      expectShape(markdown, medium, textLength);
      expect(summary).toBe(summary.trim());
      expect(summary).not.toMatch(/undefined| — $/);
    }
  });

  it('uses the template defaults, and the run’s own textLength and medium', () => {
    const [lengthField, mediumField] = template.advancedFields;
    const byDefault = compose(type, variables).markdown;
    const explicit = compose(
      type,
      variables,
      mediumField?.defaultValue as Medium,
      lengthField?.defaultValue as 'SHORT',
    ).markdown;
    expect(byDefault).toBe(explicit);
    const asSms = composeDocument({ type, variables: { ...variables, medium: 'SMS' }, now: NOW });
    expect(asSms.markdown).not.toContain('**');
  });

  it('sums the run up in one line of at most 80 characters', () => {
    const { summary } = compose(type, variables);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toContain('\n');
    expect(summary).toBe(summarizeRun(type, variables));
    expect(
      summarizeRun(type, { ...variables, tenantName: 'A'.repeat(200) }).length,
    ).toBeLessThanOrEqual(SUMMARY_MAX);
  });
});

describe('summary', () => {
  it('names the template and the tenant and place', () => {
    expect(
      summarizeRun('OVERDUE_RENT_REMINDER', {
        tenantName: 'Jane Doe',
        propertyAddressAndUnit: '12B',
      }),
    ).toBe('Late rent notice — Jane Doe, 12B');
    expect(summarizeRun('NON_URGENT_MAINTENANCE_CONFIRMATION', {})).toBe(
      'Non-urgent maintenance confirmation',
    );
    expect(summarizeRun('ROI_CALCULATION', { propertyName: 'Oak Court' })).toBe(
      'ROI calculation — Oak Court',
    );
  });
});

describe('summary', () => {
  it('names the template and the tenant and place', () => {
    expect(
      summarizeRun('OVERDUE_RENT_REMINDER', {
        tenantName: 'Jane Doe',
        propertyAddressAndUnit: '12B',
      }),
    ).toBe('Late rent notice — Jane Doe, 12B');
    expect(summarizeRun('NON_URGENT_MAINTENANCE_CONFIRMATION', {})).toBe(
      'Non-urgent maintenance confirmation',
    );
    expect(summarizeRun('ROI_CALCULATION', { propertyName: 'Oak Court' })).toBe(
      'ROI calculation — Oak Court',
    );
  });
});
