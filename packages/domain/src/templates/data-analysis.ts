import { defineTemplate, number, text, textarea } from './fields.ts';
import type { TemplateCategory } from './types.ts';

export const DATA_ANALYSIS: TemplateCategory = {
  id: 'data-analysis',
  title: 'Data Analysis',
  description: 'Market comparisons and return-on-investment calculations.',
  icon: '📊',
  templates: [
    defineTemplate({
      type: 'RENTAL_MARKET_COMPARISON',
      title: 'Rental Market Comparison',
      description: 'Compare your rents with the local market and suggest adjustments.',
      textLength: 'LONG',
      medium: 'EMAIL',
      fields: [
        text('propertyName', 'Property name', 'The Maple Lofts'),
        textarea('currentRates', 'Current rental rates', '1 bed $1,800; 2 bed $2,400'),
        textarea('marketRents', 'Market rents', '1 bed $1,950; 2 bed $2,500 within one mile'),
        text('occupancyRate', 'Occupancy rate', '94%'),
        textarea(
          'competitiveAnalysis',
          'Competitive analysis',
          'Nearby buildings offer in-unit laundry and a gym',
        ),
        textarea('marketTrends', 'Market trends', 'Rents up 4% year over year'),
        textarea('rentAdjustments', 'Rent adjustments', 'Raise 1 bed rents by $100 at renewal'),
        textarea('financialImpact', 'Financial impact', '$36,000 more income a year'),
        textarea(
          'recommendations',
          'Recommendations',
          'Add in-unit laundry to justify premium rents',
        ),
      ],
    }),
    defineTemplate({
      type: 'ROI_CALCULATION',
      title: 'ROI Calculation',
      description: 'Calculate and explain the return on investment of a property.',
      textLength: 'LONG',
      medium: 'EMAIL',
      fields: [
        text('propertyName', 'Property name', 'The Maple Lofts'),
        text('timePeriod', 'Time period', 'Calendar year 2024'),
        number('grossIncome', 'Gross income ($)', '600000'),
        textarea('expenses', 'Expenses', '$180,000 operating expenses'),
        number('capex', 'Capital expenditures ($)', '25000'),
        number('noi', 'Net operating income ($)', '420000'),
        number('initialInvestment', 'Initial investment ($)', '5000000'),
        number('totalInvestment', 'Total investment ($)', '5025000'),
        text('roiFormula', 'ROI formula', 'NOI / total investment x 100'),
        number('calculatedRoi', 'Calculated ROI (%)', '8.4'),
        textarea(
          'recommendations',
          'Recommendations',
          'Hold the property; revisit after the refinance',
        ),
      ],
    }),
  ],
};
