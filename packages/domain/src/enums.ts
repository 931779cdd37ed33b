/**
 * Every closed list of values named by the product specification, once.
 * Each list is a readonly tuple so that schemas (packages/contract) and UIs can
 * iterate it, and each has a string-literal union type of the same name.
 */

export const PROPERTY_TYPES = [
  'MULTI_FAMILY',
  'SINGLE_FAMILY_HOME',
  'DUPLEX',
  'TRIPLEX',
  'QUADRUPLEX',
  'CONDO',
  'CO_OP',
  'APARTMENT',
  'ADU',
  'OTHER',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const DEFAULT_PROPERTY_TYPE: PropertyType = 'MULTI_FAMILY';

/** Property and unit readiness. Demo items use UNCLAIMED once ready. */
export const ITEM_STATUSES = ['PROCESSING', 'CLAIMED', 'UNCLAIMED'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const UNIT_TYPES = ['APARTMENT', 'ROOM', 'HOUSE'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const DEFAULT_UNIT_TYPE: UnitType = 'APARTMENT';
export const DEFAULT_CURRENCY = 'USD';

export const AVAILABILITIES = ['AVAILABLE', 'OCCUPIED', 'MAINTENANCE'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const DEFAULT_AVAILABILITY: Availability = 'AVAILABLE';

export const USER_STATUSES = ['PENDING', 'VERIFIED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SCREENING_QUESTIONS = [
  'PETS',
  'SMOKING',
  'MOVE_IN_DATE',
  'MONTHLY_INCOME',
  'TOTAL_RESIDENTS',
] as const;

/**
 * The pre-screening questions a new property starts with: all of them, so that the first
 * chat is a real pre-screening (the spec fixes no default; the manager turns any off).
 */
export const DEFAULT_SCREENING_QUESTIONS = SCREENING_QUESTIONS.join(',');
export type ScreeningQuestion = (typeof SCREENING_QUESTIONS)[number];

export const PET_QUESTIONS = [
  'COUNT',
  'TYPE',
  'EMOTIONAL_SUPPORT',
  'DOG_BREED',
  'DOG_SIZE',
] as const;
export type PetQuestion = (typeof PET_QUESTIONS)[number];

export const AMENITY_LABELS = {
  LARGE_DOGS: 'Large Dogs',
  SMALL_DOGS: 'Small Dogs',
  CATS: 'Cats',
  NO_PETS: 'No Pets',
  ON_SITE_PARKING: 'On Site Parking',
  IN_UNIT_LAUNDRY: 'In Unit Laundry',
  AIR_CONDITIONING: 'Air Conditioning',
  CENTRAL_AIR: 'Central Air',
  POOL: 'Pool',
  ON_SITE_MANAGER: 'On Site Manager',
} as const;
export type Amenity = keyof typeof AMENITY_LABELS;
export const AMENITIES = Object.keys(AMENITY_LABELS) as Amenity[];

export const DOG_BREED_LABELS = {
  PIT_BULL: 'Pit Bull',
  MASTIFF: 'Mastiff',
  DOBERMAN: 'Doberman',
  GERMAN_SHEPHERD: 'German Shepherd',
  ROTTWEILER: 'Rottweiler',
} as const;
export type RestrictedDogBreed = keyof typeof DOG_BREED_LABELS;
export const RESTRICTED_DOG_BREEDS = Object.keys(DOG_BREED_LABELS) as RestrictedDogBreed[];

export const FOUND_US = [
  'GOOGLE',
  'INSTAGRAM',
  'TWITTER',
  'LINKEDIN',
  'FACEBOOK',
  'FRIEND',
  'AD',
  'WEBSITE',
  'OTHER',
] as const;
export type FoundUs = (typeof FOUND_US)[number];

export const JOB_TITLES = [
  'INVESTOR',
  'PROPERTY_MANAGER',
  'LEASING_AGENT',
  'ASSISTANT_PROPERTY_MANAGER',
  'DEVELOPER',
  'OWNER_OPERATOR',
] as const;
export type JobTitle = (typeof JOB_TITLES)[number];

export const SOFTWARE = [
  'REALPAGE',
  'BUILDIUM',
  'APPFOLIO',
  'YARDI',
  'ENTRATA',
  'DOORLOOP',
  'OTHER',
] as const;
export type Software = (typeof SOFTWARE)[number];

export const SCHEDULE_VIEWING_MODES = ['CALENDAR', 'TEXT'] as const;
export type ScheduleViewingMode = (typeof SCHEDULE_VIEWING_MODES)[number];

/**
 * How a property's viewings happen: an agent shows each (AGENT), the prospect lets
 * themselves in (SELF_GUIDED), or prospects book places in open-house times (OPEN_HOUSE).
 */
export const SHOWING_MODES = ['AGENT', 'SELF_GUIDED', 'OPEN_HOUSE'] as const;
export type ShowingMode = (typeof SHOWING_MODES)[number];

/**
 * Who a booked viewing goes to: the property's leasing agent, else the manager (FIXED), or
 * by turns among the agents who show the property and are free then (ROUND_ROBIN).
 */
export const VIEWING_ASSIGNMENTS = ['FIXED', 'ROUND_ROBIN'] as const;
export type ViewingAssignment = (typeof VIEWING_ASSIGNMENTS)[number];

/** How a viewing went, as its agent marked it. */
export const VIEWING_OUTCOMES = ['SHOWN', 'NO_SHOW'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOMES)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const VIEWING_DURATIONS = [15, 30, 45, 60] as const;
export type ViewingDuration = (typeof VIEWING_DURATIONS)[number];
export const DEFAULT_VIEWING_DURATION: ViewingDuration = 30;

/** Lead (tenant property interest) statuses with the label and colour the spec gives. */
export const LEAD_STATUS_INFO = {
  PRE_SCREENING: { label: 'Inquiry Received', color: 'red', step: 1 },
  PRE_SCREENING_COMPLETE: { label: 'Pre-Screening Complete', color: 'yellow', step: 2 },
  SCHEDULING_COMPLETE: { label: 'Scheduled Viewing', color: 'green', step: 3 },
} as const;
export type LeadStatus = keyof typeof LEAD_STATUS_INFO;
export const LEAD_STATUSES = Object.keys(LEAD_STATUS_INFO) as LeadStatus[];

export const OWNER_TABLES = ['users', 'properties', 'units'] as const;
export type OwnerTable = (typeof OWNER_TABLES)[number];

/** 'manager': the manager writing as themselves in a prospect's chat (a takeover). */
export const MESSAGE_ROLES = ['user', 'assistant', 'manager'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** Where a prospect's message was written, or where one to them was sent. */
export const MESSAGE_CHANNELS = ['CHAT', 'EMAIL', 'SMS'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** An e-mail or text message's way out: queued, handed over, received, failed, or not sent at all. */
export const MESSAGE_DELIVERIES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'NOT_SENT'] as const;
export type MessageDelivery = (typeof MESSAGE_DELIVERIES)[number];

export const WORKFLOW_RUN_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type WorkflowRunStatus = (typeof WORKFLOW_RUN_STATUSES)[number];

export const TEXT_LENGTHS = ['SHORT', 'MEDIUM', 'LONG'] as const;
export type TextLength = (typeof TEXT_LENGTHS)[number];

export const MEDIUMS = ['SMS', 'EMAIL', 'MEMO', 'PHONE_SCRIPT'] as const;
export type Medium = (typeof MEDIUMS)[number];

/** Workflow (writing assistant) template types; PORTFOLIO_PERFORMANCE has an emoji but no template. */
export const WORKFLOW_TYPES = [
  'OVERDUE_RENT_REMINDER',
  'MOVE_OUT_CHECKLIST',
  'PROPERTY_UPDATE_ANNOUNCEMENT',
  'NON_URGENT_MAINTENANCE_CONFIRMATION',
  'URGENT_MAINTENANCE_TRIAGE',
  'PREVENTIVE_MAINTENANCE_NOTICE',
  'PROPERTY_LISTING',
  'SOCIAL_MEDIA_POST',
  'LEASE_INCENTIVE',
  'SECURITY_DEPOSIT_SETTLEMENT',
  'EVICTION_NOTICE',
  'LEASE_TERMINATION',
  'MONTHLY_PERFORMANCE_UPDATE',
  'CASH_FLOW_PROJECTION',
  'QUARTERLY_ROI_SUMMARY',
  'RENTAL_MARKET_COMPARISON',
  'ROI_CALCULATION',
] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];
export type WorkflowEmojiType = WorkflowType | 'PORTFOLIO_PERFORMANCE';

/** What waits for the manager under Needs attention; each is also a webhook event. */
export const ATTENTION_KINDS = [
  'NEW_LEAD',
  'UNANSWERED_QUESTION',
  'ACCOMMODATION_REQUEST',
  'VIEWING_REQUEST',
  'CALL_REQUEST',
  'FAILED_IMPORT',
  'FAILED_DELIVERY',
  'REPLY_HELD_BACK',
  'MAINTENANCE_REQUEST',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/**
 * How soon a resident's repair report needs the manager. EMERGENCY (a water leak or
 * flooding, gas, fire or smoke, no heat in winter, a lock-out) is listed first under Needs
 * attention and mailed at once, even to a manager who chose the daily digest.
 */
export const MAINTENANCE_URGENCIES = ['EMERGENCY', 'ROUTINE'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];

/** How an attention item ended; a call request records whether the prospect was reached. */
export const ATTENTION_OUTCOMES = [
  'DONE',
  'ANSWERED',
  'BOOKED',
  'CALLED_BACK',
  'NO_ANSWER',
] as const;
export type AttentionOutcome = (typeof ATTENTION_OUTCOMES)[number];

export const NOTIFICATION_MODES = ['IMMEDIATE', 'DAILY_DIGEST'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];
