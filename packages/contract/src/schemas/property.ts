import {
  AMENITIES,
  ITEM_STATUSES,
  MAX_LEASE_CHARACTERS,
  PET_QUESTIONS,
  PROPERTY_TYPES,
  RESTRICTED_DOG_BREEDS,
  SCREENING_QUESTIONS,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { CommaList, DateTime, Enum, Id, Nullable, SingleLine } from './common.ts';
import { ViewingDaysSchema } from './viewing-days.ts';

/** A phone number in E.164, as text-message providers take it: '+' and 8 to 15 digits. */
export const E164Phone = Type.String({
  pattern: '^\\+[1-9][0-9]{7,14}$',
  maxLength: 16,
  description: "E.164, e.g. '+15551234567'",
});

export const PropertyTypeSchema = Enum(PROPERTY_TYPES);

const Address = SingleLine({ maxLength: 500, nonBlank: true });
const PropertyName = SingleLine({ maxLength: 200 });
const CustomId = SingleLine({ maxLength: 200 });
const PetCount = Type.Integer({ minimum: 0, maximum: 1000 });

/** The fields a manager edits on a property (all optional in a PATCH). */
export const PropertyFieldsSchema = Type.Object({
  name: Nullable(PropertyName),
  address: Address,
  type: PropertyTypeSchema,
  leasingAgentId: Nullable(Id),
  questions: CommaList(SCREENING_QUESTIONS, 'Pre-screening questions'),
  amenities: CommaList(AMENITIES, 'Amenities'),
  parkingPrice: Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  description: Nullable(Type.String({ maxLength: 20000 })),
  customId: Nullable(CustomId),
  petQuestions: CommaList(PET_QUESTIONS, 'Pet questions'),
  dogsAllowedCount: PetCount,
  catsAllowedCount: PetCount,
  petsAllowedCount: PetCount,
  restrictedDogBreeds: CommaList(RESTRICTED_DOG_BREEDS, 'Restricted dog breeds'),
  maxDogSizeLbs: Nullable(Type.Number({ minimum: 0, maximum: 1000 })),
  /**
   * IANA time zone of the property's viewing hours, bookings and e-mails, e.g.
   * America/Los_Angeles. Filled from the address (a US ZIP code; abroad the country and
   * city) when it gives one; null: the server's TIMEZONE.
   */
  timeZone: Nullable(
    Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' }),
  ),
  /**
   * The property's text-message number at Twilio, in E.164 ('+15551234567'): texts to it
   * reach this property's Athena, and her replies and the manager's go out from it. One
   * property per number (409 when another property has it); null: no texts.
   */
  smsNumber: Type.Optional(Nullable(E164Phone)),
  /**
   * The manager's own web sites that embed this property's chat, as origins
   * ('https://www.example.com'). A prospect's login link returns to the listing page they
   * came from only when that page is on one of these; otherwise it opens /chat.
   */
  /**
   * This property's own weekly viewing hours, in its time zone; null: the manager's
   * account-wide hours (Profile → Appointment Calendar). A PATCH with null returns to them.
   */
  viewingDays: Type.Optional(Nullable(ViewingDaysSchema)),
  websiteOrigins: Type.Optional(
    Type.Array(
      Type.String({ maxLength: 200, pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' }),
      { maxItems: 10 },
    ),
  ),
});

export const PropertySchema = Type.Object({
  ...PropertyFieldsSchema.properties,
  id: Id,
  /** The owning manager; null only for the seeded public demo property. */
  userId: Nullable(Id),
  status: Enum(ITEM_STATUSES),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Property = Static<typeof PropertySchema>;

export const CreatePropertySchema = Type.Object(
  {
    address: Address,
    type: PropertyTypeSchema,
    name: Type.Optional(Nullable(PropertyName)),
  },
  { additionalProperties: false },
);
export type CreateProperty = Static<typeof CreatePropertySchema>;

export const UpdatePropertySchema = Type.Partial(PropertyFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateProperty = Static<typeof UpdatePropertySchema>;

const DivisionName = SingleLine({ maxLength: 200, nonBlank: true });

export const DivisionSchema = Type.Object({ id: Id, propertyId: Id, name: DivisionName });
export type Division = Static<typeof DivisionSchema>;

/** The client trims the name; one that is only whitespace is refused. */
export const CreateDivisionSchema = Type.Object(
  { name: DivisionName },
  { additionalProperties: false },
);
export type CreateDivision = Static<typeof CreateDivisionSchema>;

/** Lease text for retrieval. 2,000,000 characters is a long lease many times over. */
export const UploadLeaseSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: MAX_LEASE_CHARACTERS, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type UploadLease = Static<typeof UploadLeaseSchema>;

/** A browser's File or Blob, as far as a request body needs it (the contract has no DOM types). */
export interface FileBody {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * A lease file as the request body: its bytes as they are (a browser File), not JSON, with the
 * file's own Content-Type (any: the format is read from the bytes). At most 10 MiB (413 beyond).
 */
export const LeaseFileSchema = Type.Unsafe<FileBody | Uint8Array>({
  description:
    "The file itself (PDF, .docx or plain text) as the raw body with the file's own Content-Type (any; the format is read from the bytes); at most 10 MiB.",
});

/** A lease file's text, for the manager to review and edit before it is saved as the lease. */
export const LeaseFileTextSchema = Type.Object(
  {
    text: Type.String({ description: 'The extracted text, tidied; within the lease text limit' }),
    format: Type.Union([Type.Literal('PDF'), Type.Literal('DOCX'), Type.Literal('TEXT')]),
    pages: Type.Optional(Type.Integer({ description: "A PDF's page count" })),
  },
  { additionalProperties: false },
);
export type LeaseFileText = Static<typeof LeaseFileTextSchema>;
