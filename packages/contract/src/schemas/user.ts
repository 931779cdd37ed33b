import {
  FOUND_US,
  JOB_TITLES,
  NOTIFICATION_MODES,
  SOFTWARE,
  USER_STATUSES,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import {
  CommaList,
  Email,
  Enum,
  HttpUrl,
  Id,
  Name,
  NormalizedPhone,
  Nullable,
  SingleLine,
} from './common.ts';
import {
  ScheduleViewingModeSchema,
  ViewingDaysSchema,
  ViewingDurationSchema,
} from './viewing-days.ts';

/** A business-profile count: the form accepts digits only and sends empty as 0. */
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Place = SingleLine({ maxLength: 100 });

/** The onboarding / business-profile answers (all editable, all present on a user). */
export const BusinessProfileSchema = Type.Object({
  locationCity: Place,
  locationState: Place,
  locationCountry: Place,
  /** null until the manager answers "how did you find us". */
  foundUs: Nullable(Enum(FOUND_US)),
  otherFoundUs: SingleLine({ maxLength: 200 }),
  jobTitle: CommaList(JOB_TITLES, 'Job titles'),
  propertiesManaged: Count,
  unitsManaged: Count,
  yearsInBusiness: Type.Integer({ minimum: 0, maximum: 200 }),
  currentSoftware: CommaList(SOFTWARE, 'Current software'),
  employeesVA: Count,
  employeesPM: Count,
});
export type BusinessProfile = Static<typeof BusinessProfileSchema>;

/**
 * Where the manager wants webhooks delivered: an http(s) URL, or empty / null for none
 * (the settings form saves an emptied input as '').
 */
export const WebhookUrlSchema = Type.Union([HttpUrl, Type.Literal(''), Type.Null()]);

/** The fields a manager edits on the profile, settings and business pages. */
export const UserFieldsSchema = Type.Object({
  firstName: Name,
  lastName: Name,
  /** Empty or null clears the number. */
  phone: Nullable(Type.Union([NormalizedPhone, Type.Literal('')])),
  webhookURL: WebhookUrlSchema,
  scheduleViewing: ScheduleViewingModeSchema,
  viewingDuration: ViewingDurationSchema,
  viewingDays: ViewingDaysSchema,
  /** How the manager hears of new leads and what needs them: a mail each, or a daily digest. */
  notificationMode: Enum(NOTIFICATION_MODES, {
    description:
      'IMMEDIATE: a mail for each new lead and each item that needs attention; DAILY_DIGEST: one mail a day listing them (accommodation requests and emergency maintenance requests are always mailed at once).',
  }),
  ...BusinessProfileSchema.properties,
});

export const UserSchema = Type.Object({
  ...UserFieldsSchema.properties,
  id: Id,
  /** Read-only: the login identity. */
  email: Email,
  status: Enum(USER_STATUSES),
  /** Builds the forwarding addresses of the Connections page (zillow-…@MAIL_DOMAIN). */
  listingEmailId: Type.String(),
  /** Read-only: the server's MAIL_DOMAIN, the domain of those forwarding addresses. */
  mailDomain: Type.String(),
  /** True when the e-mail is in ADMIN_EMAILS; the dashboard shows the Conversations entry. */
  isAdmin: Type.Boolean(),
});
export type User = Static<typeof UserSchema>;

/** PATCH body: any editable field, at least one, nothing else (email and status are not editable). */
export const UpdateUserSchema = Type.Partial(UserFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateUser = Static<typeof UpdateUserSchema>;
