import { checkbox, date, defineTemplate, number, OPTIONAL, text, textarea } from './fields.ts';
import type { TemplateCategory } from './types.ts';

export const TENANT_COMMUNICATION: TemplateCategory = {
  id: 'tenant-communication',
  title: 'Tenant Communication',
  description: 'Notices and reminders for your residents.',
  icon: '💬',
  templates: [
    defineTemplate({
      type: 'OVERDUE_RENT_REMINDER',
      title: 'Late Rent Notice',
      description: 'Remind a tenant of overdue rent, late fees and how to pay.',
      textLength: 'SHORT',
      medium: 'EMAIL',
      fields: [
        text(
          'propertyAddressAndUnit',
          'Property address and unit',
          '123 Main St, Unit 4B',
          OPTIONAL,
        ),
        text('tenantName', 'Tenant name', 'Jane Doe', OPTIONAL),
        number('amountDue', 'Amount due ($)', '1500', OPTIONAL),
        number('daysLate', 'Days late', '5', OPTIONAL),
        textarea(
          'lateFeeDetails',
          'Late fee details',
          '$50 late fee after the 5th of the month',
          OPTIONAL,
        ),
        textarea(
          'paymentInstructions',
          'Payment instructions',
          'Pay through the resident portal or by check at the leasing office',
          OPTIONAL,
        ),
        date('paymentDeadline', 'Payment deadline', '', OPTIONAL),
      ],
    }),
    defineTemplate({
      type: 'MOVE_OUT_CHECKLIST',
      title: 'Move-Out Checklist',
      description: 'Walk a departing tenant through cleaning, inspection and key return.',
      textLength: 'MEDIUM',
      medium: 'EMAIL',
      fields: [
        text('tenantName', 'Tenant name', 'Jane Doe'),
        date('moveOutDate', 'Move-out date'),
        textarea(
          'securityDepositDetails',
          'Security deposit details',
          '$1,500 deposit returned within 21 days of the inspection',
          OPTIONAL,
        ),
        textarea(
          'cleaningExpectations',
          'Cleaning expectations',
          'Clean appliances, wipe cabinets, vacuum carpets, remove all belongings',
        ),
        textarea(
          'inspectionProcess',
          'Inspection process',
          'Walk-through with the property manager on move-out day',
          OPTIONAL,
        ),
        textarea(
          'keyReturnInstructions',
          'Key return instructions',
          'Leave all keys and fobs at the leasing office by noon',
          OPTIONAL,
        ),
        checkbox('forwardingAddress', 'Ask for a forwarding address', '', OPTIONAL),
      ],
    }),
    defineTemplate({
      type: 'PROPERTY_UPDATE_ANNOUNCEMENT',
      title: 'Property Updates',
      description: 'Announce renovations, repairs or policy changes to residents.',
      textLength: 'MEDIUM',
      medium: 'EMAIL',
      fields: [
        text('updateReason', 'Reason for the update', 'Lobby renovation', OPTIONAL),
        textarea(
          'description',
          'Description',
          'New flooring and lighting in the main lobby',
          OPTIONAL,
        ),
        text('projectDates', 'Project dates', 'March 4 to March 15', OPTIONAL),
        textarea(
          'actionRequired',
          'Action required from tenants',
          'Use the side entrance while work is under way',
          OPTIONAL,
        ),
        textarea(
          'additionalResources',
          'Additional resources',
          'Map of the temporary entrance on the resident portal',
          OPTIONAL,
        ),
        text('contactDetails', 'Contact details', 'Front desk, (212) 555-0100', OPTIONAL),
      ],
    }),
  ],
};
