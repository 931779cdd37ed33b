import { MEDIUMS } from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import { compose } from './compose.fixtures.ts';

describe('late rent notice', () => {
  it('states the amount, days late, fee, how and by when to pay, firmly and respectfully', () => {
    const { markdown } = compose(
      'OVERDUE_RENT_REMINDER',
      {
        tenantName: 'Jane Doe',
        propertyAddressAndUnit: '12 Elm St, Unit 12B',
        amountDue: 1250.5,
        daysLate: 1,
        lateFeeDetails: '$75 after the 5th',
        paymentInstructions: 'Pay in the resident portal',
        paymentDeadline: '2025-03-20',
      },
      'EMAIL',
      'MEDIUM',
    );
    expect(markdown).toContain('Subject: Late rent notice - 12 Elm St, Unit 12B');
    expect(markdown).toContain('your rent of $1,250.50 for 12 Elm St, Unit 12B is 1 day past due');
    expect(markdown).toContain('**Late fee:** $75 after the 5th');
    expect(markdown).toContain('Pay in the resident portal.');
    expect(markdown).toContain('by March 20, 2025');
    expect(markdown).toContain('payment plan');
  });

  it('keeps a SHORT SMS within 320 characters even with long details', () => {
    const { markdown } = compose(
      'OVERDUE_RENT_REMINDER',
      {
        tenantName: 'Jane Doe',
        amountDue: 1500,
        paymentInstructions: 'Pay through the portal. '.repeat(40),
        lateFeeDetails: 'x'.repeat(600),
      },
      'SMS',
      'SHORT',
    );
    expect(markdown.length).toBeLessThanOrEqual(320);
    expect(markdown).toContain('$1,500');
  });
});

describe('security deposit settlement', () => {
  const base = {
    tenantName: 'Jane Doe',
    depositHeld: 2000,
    deductions: 'Carpet cleaning $150; wall repair $100.50',
  };

  it('itemises the deductions and computes the refund when none is entered', () => {
    const { markdown } = compose('SECURITY_DEPOSIT_SETTLEMENT', base, 'EMAIL', 'MEDIUM');
    expect(markdown).toContain('| Carpet cleaning | -$150 |');
    expect(markdown).toContain('| Wall repair | -$100.50 |');
    expect(markdown).toContain('| Total deductions | -$250.50 |');
    expect(markdown).toContain('| Refund due to you | $1,749.50 |');
    expect(markdown).toContain('Your refund is $1,749.50.');
    expect(markdown).not.toContain('check the figures');
  });

  it('accepts a refund that adds up', () => {
    const { markdown } = compose('SECURITY_DEPOSIT_SETTLEMENT', { ...base, refundAmount: 1749.5 });
    expect(markdown).not.toContain('check the figures');
  });

  it('flags a refund that does not equal deposit held less deductions', () => {
    const { markdown } = compose(
      'SECURITY_DEPOSIT_SETTLEMENT',
      { ...base, refundAmount: 1800 },
      'MEMO',
    );
    expect(markdown).toContain(
      '**Note:** Please check the figures before sending: the deposit held ($2,000) less the deductions ($250.50) is $1,749.50, but the refund amount entered is $1,800.',
    );
  });

  it('shows a balance owed when deductions exceed the deposit', () => {
    const { markdown } = compose('SECURITY_DEPOSIT_SETTLEMENT', {
      depositHeld: 500,
      deductions: 'Door replacement $800',
    });
    expect(markdown).toContain('| Balance you owe | $300 |');
  });
});

describe('ROI', () => {
  it('computes the quarterly ROI from NOI and says which figures were provided', () => {
    const { markdown } = compose(
      'QUARTERLY_ROI_SUMMARY',
      { propertyName: 'Oak Court', noi: 105000, initialInvestment: 2000000 },
      'EMAIL',
      'MEDIUM',
    );
    expect(markdown).toContain('**ROI for the quarter:** 5.25%');
    expect(markdown).toContain('**Annualised ROI:** 21%');
    expect(markdown).toContain(
      'net operating income $105,000 ÷ initial investment $2,000,000 × 100',
    );
    expect(markdown).toContain('Figures provided: Net operating income, Initial investment.');
    expect(markdown).toMatch(/Not provided: Gross income, Expenses, Net income, .*Cash flow/);
  });

  it('prefers net income, and flags an entered ROI that matches neither the quarter nor the year', () => {
    const agreed = compose('QUARTERLY_ROI_SUMMARY', {
      netIncome: '$100,000',
      noi: 105000,
      initialInvestment: 2000000,
      roiPercentage: 20,
    }).markdown;
    expect(agreed).toContain('**ROI for the quarter:** 5%');
    expect(agreed).not.toContain('differs');
    const off = compose('QUARTERLY_ROI_SUMMARY', {
      netIncome: '$100,000',
      initialInvestment: 2000000,
      roiPercentage: 8,
    }).markdown;
    expect(off).toContain('The ROI entered (8%) differs from the ROI computed');
  });

  it('says when ROI cannot be computed', () => {
    const { markdown } = compose('QUARTERLY_ROI_SUMMARY', { noi: 1000 }, 'EMAIL', 'SHORT');
    expect(markdown).toContain('ROI was not computed: it needs a positive initial investment.');
  });

  it('works an ROI calculation step by step and checks the entered result', () => {
    const variables = {
      grossIncome: 600000,
      expenses: '$180,000 operating expenses',
      capex: 25000,
      initialInvestment: 5000000,
      calculatedRoi: 8.4,
    };
    const { markdown } = compose('ROI_CALCULATION', variables, 'MEMO', 'MEDIUM');
    expect(markdown).toContain(
      '1. Net operating income = gross income $600,000 - expenses $180,000 = $420,000.',
    );
    expect(markdown).toContain('2. Initial investment plus capital expenditures: $5,025,000.');
    expect(markdown).toContain('3. ROI = $420,000 ÷ $5,025,000 × 100 = 8.36%.');
    expect(markdown).toContain('4. This agrees with the 8.4% you calculated.');
    const wrong = compose('ROI_CALCULATION', { ...variables, calculatedRoi: 12 }).markdown;
    expect(wrong).toContain(
      'The ROI entered (12%) differs from the ROI computed from the figures provided (8.36%)',
    );
  });

  it('checks a cash flow projection and its debt service coverage', () => {
    const { markdown } = compose(
      'CASH_FLOW_PROJECTION',
      {
        projectedIncome: '$600,000',
        expenses: '$180,000',
        debtService: '$240,000',
        netCashFlow: '$200,000',
      },
      'EMAIL',
      'MEDIUM',
    );
    expect(markdown).toContain('= $180,000 net cash flow');
    expect(markdown).toContain('**Debt service coverage:** 1.75x');
    expect(markdown).toContain('but the net cash flow entered is $200,000');
  });
});

describe('rental market comparison', () => {
  it('tabulates each unit type against the market', () => {
    const { markdown } = compose(
      'RENTAL_MARKET_COMPARISON',
      {
        currentRates: '1 bed $1,800; 2 bedroom $2,600',
        marketRents: '1 bed $1,950\n2 bed $2,500 nearby',
      },
      'EMAIL',
      'SHORT',
    );
    expect(markdown).toContain('| 1 bed | $1,800 | $1,950 | -$150 (-7.7%) |');
    expect(markdown).toContain('| 2 bedroom | $2,600 | $2,500 | +$100 (+4%) |');
    expect(markdown).toContain('1 bed: $150 a month (7.7%) below market.');
  });
});

describe('urgent maintenance triage', () => {
  it('puts immediate safety steps first, matched to the emergency', () => {
    const { markdown } = compose(
      'URGENT_MAINTENANCE_TRIAGE',
      { emergencyNature: 'Smell of gas in the kitchen', immediateActions: 'Open the windows' },
      'EMAIL',
      'SHORT',
    );
    expect(markdown).toContain('1. If anyone is hurt or in danger, call 911 first.');
    expect(markdown).toContain('2. Open the windows.');
    expect(markdown).toContain("Leave the home now. Don't switch lights");
  });
});

describe('eviction notice', () => {
  it('is factual, dated, and advises checking local law in every medium', () => {
    for (const medium of MEDIUMS) {
      const { markdown } = compose(
        'EVICTION_NOTICE',
        {
          tenantName: 'Jane Doe',
          moveOutDeadline: '2025-04-30',
          evictionReason: 'Non-payment of rent',
        },
        medium,
      );
      expect(markdown).toMatch(/local (eviction )?law/);
      if (medium !== 'SMS') expect(markdown).toContain('March 4, 2025');
      expect(markdown).toContain('April 30, 2025');
    }
  });
});
