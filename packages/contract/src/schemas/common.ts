import { LINE_BREAK_CLASS } from '@porchlight/domain';
import Type, { type TEnum, type TSchemaOptions, type TStringOptions } from 'typebox';

/** Every id is a UUID string (the pattern also refuses the urn:uuid: form ajv's format accepts). */
export const Id = Type.String({
  format: 'uuid',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'UUID',
});
export const IdParams = Type.Object({ id: Id });
/** The body of a 201 that answers only the new record's id. */
export const Created = Type.Object({ id: Id });
/** Path parameters of the routes the spec writes with `{propertyId}`. */
export const PropertyIdParams = Type.Object({ propertyId: Id });
/** Path parameters of the routes the spec writes with `{unitId}`. */
export const UnitIdParams = Type.Object({ unitId: Id });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** ISO-8601 date-time string. */
export const DateTime = Type.String({ format: 'date-time' });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** A closed list of string codes as a union of literals. */
export const Enum = <const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TEnum<[...T]> => Type.Enum([...values], options) as unknown as TEnum<[...T]>;
/**
 * A comma-joined list of codes from `values`, e.g. 'PETS,SMOKING' (the empty string is none).
 * The length cap is every code once, so a list padded with repeats is refused.
 */
export const CommaList = (values: readonly string[], description: string) =>
  Type.String({
    pattern: `^((${values.join('|')})(,(${values.join('|')}))*)?$`,
    maxLength: values.join(',').length,
    description: `${description}: comma-joined codes from ${values.join(', ')}`,
  });
/** The body of a plain acknowledgement. */
export const Ok = Type.Object({ ok: Type.Literal(true) });
/**
 * The body of 304 Not Modified on the polling endpoints: none. Pollers send the last
 * ETag in If-None-Match and keep what they have on a 304.
 */
export const NotModified = Type.Null({ description: '304 Not Modified: no body' });

/** The pattern of a one-line string: no line-breaking character anywhere. */
export const ONE_LINE_PATTERN = `^[^${LINE_BREAK_CLASS}]*$`;
/**
 * The pattern of a one-line string that is not blank: one line, and on it something other
 * than whitespace (a class, not `\S`: NEL is not whitespace to a regular expression).
 */
export const NON_BLANK_LINE_PATTERN = `^[^${LINE_BREAK_CLASS}]*[^\\s${LINE_BREAK_CLASS}][^${LINE_BREAK_CLASS}]*$`;

export interface SingleLineOptions extends TStringOptions {
  maxLength: number;
  /** Refuse '' and text of only whitespace (the client trims, and the pattern says so). */
  nonBlank?: boolean;
}

/**
 * Text that is one line by nature: a name, an address, a unit number, a title. Every
 * line-breaking character is refused (CR and LF, VT, FF, NEL, U+2028, U+2029: see
 * LINE_BREAK_CLASS), not only CRLF: these values end up in e-mail subjects and calendar
 * invitations, where a reader that breaks lines on any of them would read the rest as a
 * line of its own (another ORGANIZER, another ATTENDEE). The server's answer names the
 * field: '<field> must be on one line.' Text with paragraphs (descriptions, messages,
 * answers) is a plain Type.String and keeps its line breaks.
 */
export const SingleLine = ({ nonBlank = false, ...options }: SingleLineOptions) =>
  Type.String({
    ...(nonBlank ? { minLength: 1 } : {}),
    ...options,
    pattern: nonBlank ? NON_BLANK_LINE_PATTERN : ONE_LINE_PATTERN,
  });

/** A person's first or last name: trimmed by the client, never blank, one line. */
export const Name = SingleLine({ maxLength: 100, nonBlank: true });

/**
 * A chat message as typed by a person. `\S` refuses a message of only whitespace, which
 * the chat input never sends and which would waste an assistant reply.
 */
export const MessageText = Type.String({ minLength: 1, maxLength: 4000, pattern: '\\S' });

/**
 * A phone number after the spec's normalisation (digits only; 10 digits not starting with
 * 0 or 1, or 11 digits starting with 1 whose second digit is not 0 or 1). Clients normalise
 * before sending, so the server only ever stores this form.
 */
export const NormalizedPhone = Type.String({
  pattern: '^(1[2-9][0-9]{9}|[2-9][0-9]{9})$',
  maxLength: 11,
  description: 'Normalised phone: 10 digits, or 11 starting with 1',
});

/**
 * A phone typed where the spec gives no length rule (tenant records, call requests): the
 * client keeps digits only; 7 to 15 digits covers local numbers up to the E.164 maximum.
 */
export const PhoneDigits = Type.String({
  pattern: '^[0-9]{7,15}$',
  maxLength: 15,
  description: 'Digits only, 7 to 15',
});

/** An absolute http(s) URL, as typed into a form or found in a listing. */
export const HttpUrl = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 });

/**
 * A magic-link token as it arrives in the link's query string: 32 random bytes in
 * base64url (43 characters) or hex (64). The bounds leave room for either, nothing more.
 */
export const MagicToken = Type.String({
  pattern: '^[A-Za-z0-9_-]+$',
  minLength: 16,
  maxLength: 128,
});

/** Query of the three magic-link exchanges (manager, tenant, resident). */
export const MagicLinkQuery = Type.Object({ token: MagicToken, email: Email });

/** A signed session token (JWT, compact form). */
export const Jwt = Type.String({ description: 'Session JWT; send as `Authorization: Bearer`' });
