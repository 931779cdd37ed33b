import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_RESULTS, POPULAR_TEMPLATES, searchTemplates } from './catalogue.ts';

describe('POPULAR_TEMPLATES', () => {
  it('lists the first two of Tenant Communication and the first of Maintenance and Marketing', () => {
    expect(POPULAR_TEMPLATES.map((p) => [p.template.type, p.category.title])).toEqual([
      ['OVERDUE_RENT_REMINDER', 'Tenant Communication'],
      ['MOVE_OUT_CHECKLIST', 'Tenant Communication'],
      ['NON_URGENT_MAINTENANCE_CONFIRMATION', 'Maintenance Coordination'],
      ['PROPERTY_LISTING', 'Marketing'],
    ]);
  });
});

describe('searchTemplates', () => {
  it('matches titles case-insensitively and names the category', () => {
    const results = searchTemplates('EVICTION');
    expect(results.map((r) => r.template.type)).toEqual(['EVICTION_NOTICE']);
    expect(results[0]?.category.title).toBe('Lease and Legal');
  });

  it('matches descriptions as well as titles', () => {
    const results = searchTemplates('renters');
    expect(results.map((r) => r.template.title)).toEqual(['Compelling Listing Description']);
  });

  it(`returns at most ${MAX_SEARCH_RESULTS} results in catalogue order`, () => {
    const broad = searchTemplates('e');
    expect(broad).toHaveLength(6);
    expect(broad[0]?.template.type).toBe('OVERDUE_RENT_REMINDER');
  });

  it('finds nothing for a blank query or one that matches nothing', () => {
    expect(searchTemplates('')).toEqual([]);
    expect(searchTemplates('   ')).toEqual([]);
    expect(searchTemplates(null)).toEqual([]);
    expect(searchTemplates('zzzz')).toEqual([]);
  });

  it('ignores surrounding spaces in the query', () => {
    expect(searchTemplates('  roi calc ').map((r) => r.template.type)).toEqual(['ROI_CALCULATION']);
  });
});
