import { date, defineTemplate, OPTIONAL, text, textarea, time } from './fields.ts';
import type { TemplateCategory } from './types.ts';

export const MAINTENANCE_COORDINATION: TemplateCategory = {
  id: 'maintenance-coordination',
  title: 'Maintenance Coordination',
  description: 'Schedule repairs and keep tenants informed about maintenance.',
  icon: '🛠️',
  templates: [
    defineTemplate({
      type: 'NON_URGENT_MAINTENANCE_CONFIRMATION',
      title: 'Non-Urgent Maintenance Confirmation',
      description: 'Confirm a scheduled repair visit and how the tenant should prepare.',
      textLength: 'SHORT',
      medium: 'EMAIL',
      fields: [
        text('propertyAddress', 'Property address', '123 Main St, Unit 4B'),
        text('tenantName', 'Tenant name', 'Jane Doe'),
        textarea('maintenanceIssue', 'Maintenance issue', 'Leaking kitchen faucet'),
        // The spec types only serviceStartTime; the window's other ends get matching pickers.
        date('serviceStartDate', 'Service start date'),
        time('serviceStartTime', 'Service start time'),
        date('serviceEndDate', 'Service end date'),
        time('serviceEndTime', 'Service end time'),
        textarea('preparatorySteps', 'Preparatory steps', 'Clear the cabinet under the sink'),
        text('maintenancePersonnel', 'Maintenance personnel', 'Mike from ABC Plumbing'),
      ],
    }),
    defineTemplate({
      type: 'URGENT_MAINTENANCE_TRIAGE',
      title: 'Urgent Maintenance Triage',
      description: 'Tell a tenant what to do right now in a maintenance emergency.',
      textLength: 'MEDIUM',
      medium: 'EMAIL',
      fields: [
        text('tenantName', 'Tenant name', 'Jane Doe'),
        text('propertyAddress', 'Property address', '123 Main St'),
        text('unitNumber', 'Unit number', '4B'),
        textarea('emergencyNature', 'Nature of the emergency', 'Burst pipe flooding the bathroom'),
        textarea(
          'immediateActions',
          'Immediate actions for the tenant',
          'Shut off the water valve under the sink and move belongings away',
        ),
        text('contractorArrival', 'Contractor arrival', 'Within 2 hours'),
        textarea(
          'additionalDetails',
          'Additional details',
          'Call the emergency line if water reaches the hallway',
          OPTIONAL,
        ),
      ],
    }),
    defineTemplate({
      type: 'PREVENTIVE_MAINTENANCE_NOTICE',
      title: 'Preventive Maintenance Notice',
      description: 'Give residents notice of upcoming routine maintenance work.',
      textLength: 'MEDIUM',
      medium: 'EMAIL',
      fields: [
        text('maintenanceType', 'Type of maintenance', 'HVAC filter replacement'),
        textarea(
          'workDescription',
          'Description of the work',
          'Replace air filters and inspect the heating unit in every apartment',
        ),
        text('timeframe', 'Timeframe', 'April 8 to 10, 9 AM to 4 PM'),
        textarea('tenantImpact', 'Impact on tenants', 'About 30 minutes inside each unit'),
        textarea(
          'tenantInstructions',
          'Instructions for tenants',
          'Secure pets and clear access to the furnace closet',
        ),
        textarea(
          'additionalResources',
          'Additional resources',
          'Maintenance FAQ on the resident portal',
          OPTIONAL,
        ),
      ],
    }),
  ],
};
