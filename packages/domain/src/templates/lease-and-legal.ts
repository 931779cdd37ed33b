import { date, defineTemplate, number, text, textarea } from './fields.ts';
import type { TemplateCategory } from './types.ts';

export const LEASE_AND_LEGAL: TemplateCategory = {
  id: 'lease-and-legal',
  title: 'Lease and Legal',
  description: 'Deposits, evictions and lease terminations, clearly worded.',
  icon: '⚖️',
  templates: [
    defineTemplate({
      type: 'SECURITY_DEPOSIT_SETTLEMENT',
      title: 'Security Deposit Settlement',
      description: 'Itemise the deductions from a security deposit and the refund.',
      textLength: 'MEDIUM',
      medium: 'EMAIL',
      fields: [
        text('tenantName', 'Tenant name', 'Jane Doe'),
        text('propertyAddress', 'Property address', '123 Main St, Unit 4B'),
        text('moveOutDate', 'Move-out date', 'March 31, 2025'),
        textarea(
          'inspectionSummary',
          'Inspection summary',
          'Scuffed walls, carpet stain in the bedroom',
        ),
        number('originalDeposit', 'Original deposit ($)', '2000'),
        number('depositHeld', 'Deposit held ($)', '2000'),
        textarea('deductions', 'Deductions', 'Carpet cleaning $150; wall repair $100'),
        number('refundAmount', 'Refund amount ($)', '1750'),
        text('paymentMethod', 'Payment method', 'Check by mail'),
        text('refundTimeline', 'Refund timeline', 'Within 21 days'),
        text('disputeContact', 'Contact for disputes', 'deposits@example.com'),
      ],
    }),
    defineTemplate({
      type: 'EVICTION_NOTICE',
      title: 'Eviction Notice',
      description: 'Draft a formal eviction notice with balances and deadlines.',
      textLength: 'LONG',
      medium: 'EMAIL',
      fields: [
        text('tenantName', 'Tenant name', 'Jane Doe'),
        text('propertyAddress', 'Property address', '123 Main St, Unit 4B'),
        textarea(
          'unpaidRentTimeline',
          'Unpaid rent timeline',
          'Rent unpaid for January to March 2025',
        ),
        textarea('evictionReason', 'Reason for eviction', 'Non-payment of rent'),
        textarea('outstandingBalances', 'Outstanding balances', '$4,500 rent plus $150 late fees'),
        text('leaseReference', 'Lease reference', 'Section 4 (Rent) of the lease of June 1, 2024'),
        text('moveOutDeadline', 'Move-out deadline', 'April 30, 2025'),
        textarea(
          'vacatingInstructions',
          'Instructions for vacating',
          'Return all keys to the office and leave the unit broom-clean',
        ),
        textarea(
          'paymentInstructions',
          'Payment instructions',
          'Pay the full balance by certified check at the office',
        ),
        textarea(
          'nonComplianceConsequences',
          'Consequences of non-compliance',
          'An eviction case will be filed with the county court',
        ),
      ],
    }),
    defineTemplate({
      type: 'LEASE_TERMINATION',
      title: 'Lease Termination Agreement',
      description: 'Set out the terms for ending a lease and moving out.',
      textLength: 'LONG',
      medium: 'EMAIL',
      fields: [
        text('tenantName', 'Tenant name', 'Jane Doe'),
        text('propertyAddress', 'Property address', '123 Main St, Unit 4B'),
        date('endDate', 'Lease end date'),
        textarea(
          'terminationReason',
          'Reason for termination',
          'Mutual agreement to end the lease early',
        ),
        textarea('leaseDetails', 'Lease details', '12-month lease that began June 1, 2024'),
        textarea(
          'moveOutProcess',
          'Move-out process',
          'Final inspection, key return, forwarding address',
        ),
        textarea('outstandingBalances', 'Outstanding balances', 'None'),
        textarea(
          'securityDeposit',
          'Security deposit',
          '$2,000, returned within 21 days less deductions',
        ),
        textarea('confirmation', 'Confirmation requested', 'Sign and return a copy by May 15'),
      ],
    }),
  ],
};
