/**
 * Every call of section 7 of both spec documents, transcribed by hand as
 * 'METHOD path' exactly as the spec writes it (query strings included where the spec
 * writes them inline). A call named twice in one document is listed once.
 */
export const MANAGER_SIDE_CALLS = [
  // Auth
  'GET /api/v1/auth/callback',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/signup',
  // Users and billing
  'GET /api/v1/users/{id}',
  'PATCH /api/v1/users/{id}',
  'GET /api/v1/subscriptions',
  'POST /api/v1/webhook-keys',
  'GET /api/v1/checkout?quantity={n}',
  // Properties
  'GET /api/v1/properties',
  'POST /api/v1/properties',
  'GET /api/v1/properties/{id}',
  'PATCH /api/v1/properties/{id}',
  'DELETE /api/v1/properties/{id}',
  'GET /api/v1/properties/{id}/units',
  'GET /api/v1/properties/{id}/divisions',
  'POST /api/v1/properties/{id}/divisions',
  'DELETE /api/v1/property-divisions/{id}',
  'POST /api/v1/embeddings/properties/{id}/lease',
  'POST /api/v1/import-listing',
  // Units
  'POST /api/v1/units',
  'GET /api/v1/units/{id}',
  'PATCH /api/v1/units/{id}',
  'DELETE /api/v1/units/{id}',
  'GET /api/v1/units/{id}/listings',
  'GET /api/v1/units/{id}/tenant-leases',
  // Leasing agents and tenants
  'GET /api/v1/leasing-agents',
  'POST /api/v1/leasing-agents',
  'PATCH /api/v1/leasing-agents/{id}',
  'DELETE /api/v1/leasing-agents/{id}',
  'POST /api/v1/tenants',
  'GET /api/v1/tenants/{id}',
  'PATCH /api/v1/tenants/{id}',
  'POST /api/v1/tenant-leases',
  'DELETE /api/v1/tenant-leases/{id}',
  // Attributes
  'GET /api/v1/attributes',
  'GET /api/v1/properties/{id}/attributes',
  'GET /api/v1/units/{id}/attributes',
  'POST /api/v1/attributes',
  'PATCH /api/v1/attributes/{id}',
  // Leads, analytics, admin
  'GET /api/v1/leads',
  'GET /api/v1/analytics/tenant-interests',
  'GET /api/v1/analytics/messages',
  'GET /api/v1/vapi/calls/{phoneCallId}',
  'GET /api/v2/conversations/property-interest/{propertyId}',
  'GET /api/v1/admin/tenant-interests',
  'GET /api/v1/admin/properties/{id}',
  'GET /api/v1/admin/potential-tenants/{id}',
  'GET /api/v1/admin/conversations/property-interest/{id}',
] as const;

export const PROSPECT_RESIDENT_SIDE_CALLS = [
  // Public tenant chat
  'GET /api/v1/auth/tenant/callback',
  'GET /api/v2/conversations/property-interest/{propertyId}',
  'POST /api/v2/conversations/property-interest',
  'POST /api/v1/conversations/property-interest/{propertyId}',
  'POST /api/v2/conversations/property-interest/{propertyId}/reset',
  'GET /api/v1/properties/{propertyId}/viewing-hours',
  'POST /api/v1/tenant-interests/{propertyId}/schedule-viewing',
  'POST /api/v1/vapi/calls',
  // Demo
  'GET /api/v1/demo-properties/{propertyId}',
  'GET /api/v1/demo-units/{unitId}',
  'GET /api/v1/demo-units/{unitId}/listings',
  'POST /api/v1/demo-interests',
  // Resident AI
  'GET /api/v1/auth/resident/callback?token=&email=',
  'POST /api/v1/conversations/resident',
  'GET /api/v1/conversations/resident/{id}',
  'POST /api/v1/conversations/resident/{id}/messages',
  'POST /api/v1/conversations/resident/{id}/reset',
  'GET /api/v1/properties',
  'GET /api/v1/properties/{id}/units',
  // Resident activity
  'GET /api/v1/conversations/resident',
  // Writing assistant
  'POST /api/v1/workflow-runs',
  'GET /api/v1/workflow-runs/{id}',
  'GET /api/v1/workflow-runs?limit=10&offset={n}',
  // Profile
  'GET /api/v1/users/{userId}',
  'PATCH /api/v1/users/{userId}',
  'GET /api/v1/leasing-agents',
  'DELETE /api/v1/leasing-agents/{id}',
] as const;

/**
 * Where the two documents name one route's parameter differently, the contract keeps one
 * name: document 2 writes `{userId}` for the route document 1 writes `{id}`.
 */
export const PARAM_RENAMES: Readonly<Record<string, string>> = {
  '/api/v1/users/{userId}': '/api/v1/users/{id}',
};

/** Contract endpoints the spec does not list, each with its reason. */
export const ADDITIONS: Readonly<Record<string, string>> = {
  'GET /api/v2/conversations/property-interest/{propertyId}/unread':
    "The launcher's unread badge on a listing page whose chat was never opened, without marking a manager's message read (the first-impressions issue, item 9).",
  'GET /api/v1/analytics/lead-trend':
    "The leads page's funnel and month-by-month trend, beside the spec's three counters (the first-impressions issue, item 4).",
  'GET /api/health/live':
    'Liveness for orchestrators: answers while the process does, whatever its database (the operations issue, item 4).',
  'GET /api/health':
    'Liveness for load balancers, `npm start` and the e2e harness (docs/self-hosting.md, probes).',
  'POST /api/v1/billing-portal':
    "The spec's billing-portal link (the manager-side specification, section 2, /settings): with Stripe, a customer portal session for the manager's customer, found by their e-mail (the Stripe item of issue 8).",
  'POST /api/v1/demo-imports':
    "A visitor's own listing as a demo: how the demo's own import is reached (the assistant issue, item 8; issue 8, item 2).",
  'GET /api/v1/conversations/property-interest/{propertyId}/events':
    'Instant chat updates by Server-Sent Events, with the one-second poll as the fallback (issue 9, item 2).',
  'GET /api/v1/conversations/resident/{id}/events':
    'The same push for the Resident AI chat (issue 9, item 2).',
  'POST /api/v1/inbound-email':
    'Forwarded Zillow and Buildium lead e-mails as raw MIME for mail providers (issue 8, item 3).',
  'POST /api/v1/vapi/webhook':
    "Vapi's server messages: the end-of-call report fills a call's startedAt, endedAt and recordingUrl (the assistant issue, item 5).",
  'POST /api/v1/auth/sign-out-everywhere':
    'Ends every session of the signed-in manager at once, on every device (the trust issue, item 2).',
  'GET /api/v1/leads/page':
    'The lead list one server-sorted, filtered page at a time, for portfolios of 100,000 leads (the speed issue, item 2).',
  'GET /api/v1/leads/export':
    'The filtered leads as a streamed CSV file (the first-impressions issue, item 4).',
  'GET /api/v1/attention':
    'Needs attention: what waits for the manager, each item with its lead (the manager-loop issue, item 1).',
  'GET /api/v1/attention/count':
    'The open count for the sidebar, cheap to poll with an ETag (the manager-loop issue, item 1).',
  'POST /api/v1/attention/{id}/resolve':
    'Marks an item done, with a call outcome (the manager-loop issue, items 1 and 6).',
  'POST /api/v1/attention/{id}/answer':
    'The manager answers a question once; Athena may learn it (the manager-loop issue, item 2).',
  'GET /api/v1/properties/{id}/facts':
    'What the manager taught Athena, listed with the property (the manager-loop issue, item 2).',
  'POST /api/v1/properties/{id}/facts':
    'Teaching Athena an answer by hand (the manager-loop issue, item 2).',
  'PATCH /api/v1/property-facts/{id}': 'Editing a taught answer (the manager-loop issue, item 2).',
  'DELETE /api/v1/property-facts/{id}':
    'Forgetting a taught answer (the manager-loop issue, item 2).',
  'GET /api/v1/leads/{id}/conversation':
    "Every thread of a lead's chat, kept across resets, and whether Athena is paused (the manager-loop issue, items 3 and 4).",
  'POST /api/v1/leads/{id}/messages':
    'The manager writes in the chat as themselves (the manager-loop issue, item 3).',
  'PUT /api/v1/leads/{id}/assistant':
    'Pausing Athena and handing the chat back (the manager-loop issue, item 3).',
  'GET /api/v1/viewings':
    "The manager's agenda of booked viewings (the manager-loop issue, item 4).",
  'POST /api/v1/leads/{id}/viewing':
    'The manager books, moves or confirms a viewing for a lead (the manager-loop issue, item 4).',
  'DELETE /api/v1/viewings/{id}': 'The manager cancels a viewing (the manager-loop issue, item 4).',
  'POST /api/v1/channels/sms/twilio/inbound':
    "Twilio's incoming-message webhook: a prospect's text to a property's number (the channels issue, item 1).",
  'POST /api/v1/channels/sms/twilio/status':
    "Twilio's status callback: a sent text's delivery, or its failure (the channels issue, item 1).",
  'POST /api/v1/properties/{propertyId}/sms-test':
    "The manager checks a property's text number with a test message (the channels issue, item 1).",
  'POST /api/v1/conversations/text-me':
    "The prospect's 'Text me instead', with their consent recorded (the channels issue, item 1).",
  'GET /api/v1/calendar-feeds':
    "The manager's and each agent's calendar subscription of viewings (the viewings issue, item 1).",
  'POST /api/v1/calendar-feeds':
    'Makes a private calendar subscription address, shown once (the viewings issue, item 1).',
  'DELETE /api/v1/calendar-feeds/{id}':
    'Stops a calendar subscription address (the viewings issue, item 1: revocable).',
  'GET /api/v1/calendar-feeds/{token}/viewings.ics':
    'The iCalendar feed calendar apps subscribe to (the viewings issue, item 1).',
  'GET /api/v1/calendar-sources':
    "The manager's and each agent's busy calendars, with how their last read went (the viewings issue, item 2: a failing source is shown).",
  'POST /api/v1/calendar-sources':
    'Adds a busy calendar by its secret iCalendar address (the viewings issue, item 2).',
  'POST /api/v1/calendar-sources/{id}/refresh':
    'Reads a busy calendar now (the viewings issue, item 2: refreshed on demand).',
  'DELETE /api/v1/calendar-sources/{id}':
    'Removes a busy calendar and its busy times (the viewings issue, item 2).',
  'GET /api/v1/properties/{propertyId}/showings':
    'How viewings of a property happen and which agents show it (the viewings issue, items 3 and 6).',
  'PUT /api/v1/properties/{propertyId}/showings':
    'Sets the showing mode, the assignment and the agents of a property (the viewings issue, items 3 and 6).',
  'POST /api/v1/properties/{propertyId}/open-houses':
    'Adds an open-house time with a capacity (the viewings issue, item 6).',
  'DELETE /api/v1/properties/{propertyId}/open-houses/{openHouseId}':
    'Removes an open-house time, telling its prospects (the viewings issue, item 6).',
  'PATCH /api/v1/viewings/{id}':
    'Reassigns a viewing to another agent (the viewings issue, item 3).',
  'PUT /api/v1/viewings/{id}/outcome':
    'Marks a viewing shown or a no-show from the agenda; a no-show is offered a new time (the viewings issue, item 5).',
  'POST /api/v1/properties/{id}/lease-file-text':
    "Upload a lease as a file: a PDF, Word or text file's text read for the manager to review before it is saved as the lease (the first-impressions issue, item 3).",
  'POST /api/v1/webhook-deliveries/test':
    "Send test event: a signed test.ping to the manager's webhook URL at once, answering what the receiver said (the first-impressions issue, item 11).",
  'GET /api/v1/webhook-deliveries':
    'The webhook delivery log: the last 100 deliveries with status, response time and tries (the first-impressions issue, item 11).',
  'POST /api/v1/webhook-deliveries/{id}/redeliver':
    'Redeliver from the log: the same event (payload and webhook-id) sent again as a new delivery (the first-impressions issue, item 11).',
  'GET /api/v1/users/me/setup':
    "The set-up checklist's steps, each done when its data exists, the welcome questions' and the checklist's state per account, and the plan's unit quota checked before the unit form opens (the first-impressions issue, item 1).",
  'PATCH /api/v1/users/me/setup':
    'Dismisses the set-up checklist, or records the snippet seen or the welcome questions answered or skipped, for the account rather than the browser (the first-impressions issue, item 1).',
};
