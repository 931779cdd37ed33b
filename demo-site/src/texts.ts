/**
 * Every sentence the demo page shows that the spec words exactly (the prospect and resident specification,
 * 'Public demo page (/demo)' and section 8). Kept verbatim; change them only with the spec.
 */
export const TEXT = {
  preparing: 'Creating your AI leasing agent. This may take up to 15 seconds.',
  noPropertyId: 'No property ID provided',
  sampleIntro: 'This link names no listing. See Athena at work on our sample apartment instead:',
  sampleLink: 'Try the sample listing',
  noUnitId: 'No unit ID provided',
  noPropertyData: 'No property data available',
  listingsFailed: 'There was an error fetching the listings for this unit',
  formFailed: 'Failed to submit form. Please try again.',
  capabilitiesHeading: 'This AI Leasing Agent Can:',
  formHeading: 'Try the AI Leasing Agent',
  bookCall: 'Book a Call',
} as const;

/** The error view: 'Error: {message}'. */
export const errorText = (message: string) => `Error: ${message}`;

/** The list under 'This AI Leasing Agent Can:' (spec, 'Public demo page'). */
export const CAPABILITIES = [
  'Answer questions about the property',
  'Ask pre-screening questions',
  'Schedule viewings',
  'Take phone calls',
  'Reference the lease',
] as const;
