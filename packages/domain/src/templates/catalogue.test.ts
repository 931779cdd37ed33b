import { describe, expect, it } from 'vitest';
import { WORKFLOW_TYPES } from '../enums.ts';
import { ALL_TEMPLATES, findTemplate, TEMPLATE_CATEGORIES } from './catalogue.ts';
import { FIELD_TYPES } from './types.ts';

// The spec's field lists, copied verbatim; ':type' where the spec names a type.
const SPEC_FIELDS: Record<string, string> = {
  OVERDUE_RENT_REMINDER:
    'propertyAddressAndUnit, tenantName, amountDue:number, daysLate:number, lateFeeDetails, paymentInstructions, paymentDeadline:date',
  MOVE_OUT_CHECKLIST:
    'tenantName, moveOutDate:date, securityDepositDetails, cleaningExpectations, inspectionProcess, keyReturnInstructions, forwardingAddress:checkbox',
  PROPERTY_UPDATE_ANNOUNCEMENT:
    'updateReason, description, projectDates, actionRequired, additionalResources, contactDetails',
  NON_URGENT_MAINTENANCE_CONFIRMATION:
    'propertyAddress, tenantName, maintenanceIssue, serviceStartDate, serviceStartTime:time, serviceEndDate, serviceEndTime, preparatorySteps, maintenancePersonnel',
  URGENT_MAINTENANCE_TRIAGE:
    'tenantName, propertyAddress, unitNumber, emergencyNature, immediateActions, contractorArrival, additionalDetails',
  PREVENTIVE_MAINTENANCE_NOTICE:
    'maintenanceType, workDescription, timeframe, tenantImpact, tenantInstructions, additionalResources',
  PROPERTY_LISTING:
    'propertyAddress, propertyType, bedBath, amenities, unitDescription, rentDeposit, utilities, availabilityDate, neighborhood',
  SOCIAL_MEDIA_POST:
    'propertyName, platform, description, keyFeatures, callToAction, engagementInstructions, hashtags',
  LEASE_INCENTIVE:
    'promotionType, eligibilityRequirements, deadline, instructions, leaseTerms, applicationProcess',
  SECURITY_DEPOSIT_SETTLEMENT:
    'tenantName, propertyAddress, moveOutDate, inspectionSummary, originalDeposit:number, depositHeld:number, deductions, refundAmount:number, paymentMethod, refundTimeline, disputeContact',
  EVICTION_NOTICE:
    'tenantName, propertyAddress, unpaidRentTimeline, evictionReason, outstandingBalances, leaseReference, moveOutDeadline, vacatingInstructions, paymentInstructions, nonComplianceConsequences',
  LEASE_TERMINATION:
    'tenantName, propertyAddress, endDate:date, terminationReason, leaseDetails, moveOutProcess, outstandingBalances, securityDeposit, confirmation',
  MONTHLY_PERFORMANCE_UPDATE:
    'propertyReference, occupancyRate, rentalIncome, outstandingBalances, maintenanceSummary, expenses, notableEvents, recommendations',
  CASH_FLOW_PROJECTION:
    'propertyName, executiveSummary, projectionTimeline, projectedIncome, expenses, debtService, netCashFlow, assumptions, riskFactors, recommendations',
  QUARTERLY_ROI_SUMMARY:
    'propertyName, reportingPeriod, grossIncome:number, expenses, netIncome, noi:number, cashFlow:number, initialInvestment:number, roiCalculation, roiPercentage:number, occupancyRate, observations, recommendations',
  RENTAL_MARKET_COMPARISON:
    'propertyName, currentRates, marketRents, occupancyRate, competitiveAnalysis, marketTrends, rentAdjustments, financialImpact, recommendations',
  ROI_CALCULATION:
    'propertyName, timePeriod, grossIncome:number, expenses, capex:number, noi:number, initialInvestment:number, totalInvestment:number, roiFormula, calculatedRoi:number, recommendations',
};

// Untyped in the spec but given pickers to match serviceStartTime (documented choice).
const CHOSEN_TYPES: Record<string, string> = {
  'NON_URGENT_MAINTENANCE_CONFIRMATION.serviceStartDate': 'date',
  'NON_URGENT_MAINTENANCE_CONFIRMATION.serviceEndDate': 'date',
  'NON_URGENT_MAINTENANCE_CONFIRMATION.serviceEndTime': 'time',
};

const OPTIONAL_FIELDS: Record<string, string[]> = {
  OVERDUE_RENT_REMINDER: [
    'propertyAddressAndUnit',
    'tenantName',
    'amountDue',
    'daysLate',
    'lateFeeDetails',
    'paymentInstructions',
    'paymentDeadline',
  ],
  MOVE_OUT_CHECKLIST: [
    'securityDepositDetails',
    'inspectionProcess',
    'keyReturnInstructions',
    'forwardingAddress',
  ],
  PROPERTY_UPDATE_ANNOUNCEMENT: [
    'updateReason',
    'description',
    'projectDates',
    'actionRequired',
    'additionalResources',
    'contactDetails',
  ],
  URGENT_MAINTENANCE_TRIAGE: ['additionalDetails'],
  PREVENTIVE_MAINTENANCE_NOTICE: ['additionalResources'],
};

describe('template categories', () => {
  it('has the six spec categories in order, each with id, description and icon', () => {
    expect(TEMPLATE_CATEGORIES.map((c) => c.title)).toEqual([
      'Tenant Communication',
      'Maintenance Coordination',
      'Marketing',
      'Lease and Legal',
      'Owner and Investor Relations',
      'Data Analysis',
    ]);
    for (const category of TEMPLATE_CATEGORIES) {
      expect(category.description.length, category.title).toBeGreaterThan(10);
      expect(category.icon, category.title).not.toBe('');
    }
    expect(new Set(TEMPLATE_CATEGORIES.map((c) => c.id)).size).toBe(6);
  });

  it('holds the spec templates in table order with their titles', () => {
    expect(
      TEMPLATE_CATEGORIES.map((c) => c.templates.map((t) => `${t.title} (${t.type})`)),
    ).toEqual([
      [
        'Late Rent Notice (OVERDUE_RENT_REMINDER)',
        'Move-Out Checklist (MOVE_OUT_CHECKLIST)',
        'Property Updates (PROPERTY_UPDATE_ANNOUNCEMENT)',
      ],
      [
        'Non-Urgent Maintenance Confirmation (NON_URGENT_MAINTENANCE_CONFIRMATION)',
        'Urgent Maintenance Triage (URGENT_MAINTENANCE_TRIAGE)',
        'Preventive Maintenance Notice (PREVENTIVE_MAINTENANCE_NOTICE)',
      ],
      [
        'Compelling Listing Description (PROPERTY_LISTING)',
        'Social Media Post (SOCIAL_MEDIA_POST)',
        'Lease Signing Incentive (LEASE_INCENTIVE)',
      ],
      [
        'Security Deposit Settlement (SECURITY_DEPOSIT_SETTLEMENT)',
        'Eviction Notice (EVICTION_NOTICE)',
        'Lease Termination Agreement (LEASE_TERMINATION)',
      ],
      [
        'Monthly Performance Update (MONTHLY_PERFORMANCE_UPDATE)',
        'Cash Flow Projection (CASH_FLOW_PROJECTION)',
        'Quarterly ROI Summary (QUARTERLY_ROI_SUMMARY)',
      ],
      ['Rental Market Comparison (RENTAL_MARKET_COMPARISON)', 'ROI Calculation (ROI_CALCULATION)'],
    ]);
  });

  it('covers every workflow type exactly once', () => {
    expect(ALL_TEMPLATES.map((t) => t.type).sort()).toEqual([...WORKFLOW_TYPES].sort());
  });
});

describe.each(ALL_TEMPLATES.map((t) => [t.type, t] as const))('template %s', (type, template) => {
  const spec = (SPEC_FIELDS[type] ?? '').split(', ').map((entry) => entry.split(':'));

  it("has the spec's field ids in the spec's order", () => {
    expect(template.fields.map((f) => f.id)).toEqual(spec.map(([id]) => id));
  });

  it("uses the spec's field types, and text or textarea where the spec names none", () => {
    for (const [id, specType] of spec) {
      const field = template.fields.find((f) => f.id === id);
      const expected = specType ?? CHOSEN_TYPES[`${type}.${id}`];
      if (expected) expect(field?.type, id).toBe(expected);
      else expect(['text', 'textarea'], id).toContain(field?.type);
      expect(FIELD_TYPES).toContain(field?.type);
    }
  });

  it('marks exactly the spec-optional fields optional and none required', () => {
    const optional = template.fields.filter((f) => f.optional === true).map((f) => f.id);
    expect(optional).toEqual(OPTIONAL_FIELDS[type] ?? []);
    expect(template.fields.some((f) => f.required !== undefined)).toBe(false);
  });

  it('gives every field a label and every typed-in field an example', () => {
    for (const field of template.fields) {
      expect(field.label.trim(), field.id).not.toBe('');
      if (field.type === 'text' || field.type === 'textarea' || field.type === 'number') {
        expect(field.placeholder?.trim(), field.id).toBeTruthy();
      }
    }
  });

  it('has a one-line description and an emoji', () => {
    expect(template.description).toMatch(/^[A-Z].{20,90}\.$/);
    expect(template.emoji).not.toBe('');
  });
});

describe('findTemplate', () => {
  it('finds the template and category of a saved run type', () => {
    const found = findTemplate('EVICTION_NOTICE');
    expect(found?.template.title).toBe('Eviction Notice');
    expect(found?.category.title).toBe('Lease and Legal');
  });

  it('gives null for a type without a template', () => {
    expect(findTemplate('PORTFOLIO_PERFORMANCE')).toBeNull();
    expect(findTemplate(undefined)).toBeNull();
  });
});
