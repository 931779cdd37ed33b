import Type, { type Static } from 'typebox';
import { DateTime, Id, Nullable, PhoneDigits } from './common.ts';

/**
 * The call provider's id (Vapi's, or ours with the local provider): not always a UUID,
 * so only its alphabet and length are fixed.
 */
export const PhoneCallId = Type.String({
  pattern: '^[A-Za-z0-9_-]+$',
  minLength: 1,
  maxLength: 100,
});
export const PhoneCallIdParams = Type.Object({ phoneCallId: PhoneCallId });

export const PhoneCallSchema = Type.Object({
  id: Id,
  phoneCallId: PhoneCallId,
  phoneNumber: Type.String(),
  createdAt: DateTime,
});
export type PhoneCall = Static<typeof PhoneCallSchema>;

/** Null until the call has happened (or when the provider keeps no recording). */
export const PhoneCallDetailsSchema = Type.Object({
  startedAt: Nullable(DateTime),
  endedAt: Nullable(DateTime),
  recordingUrl: Nullable(Type.String({ format: 'uri' })),
});
export type PhoneCallDetails = Static<typeof PhoneCallDetailsSchema>;

/** A call request from the tenant or resident chat. */
export const RequestCallSchema = Type.Object(
  { propertyId: Id, unitId: Type.Optional(Nullable(Id)), phone: PhoneDigits },
  { additionalProperties: false },
);
export type RequestCall = Static<typeof RequestCallSchema>;

export const RequestCallResultSchema = Type.Object({ phoneCallId: PhoneCallId });
export type RequestCallResult = Static<typeof RequestCallResultSchema>;

/**
 * A server message from Vapi (https://docs.vapi.ai/server-url): `{ message: { type, … } }`.
 * Only the end-of-call report is read; other types are acknowledged and ignored, and
 * unknown fields are allowed because Vapi adds them over time.
 */
export const VapiServerMessageSchema = Type.Object({
  message: Type.Object({
    type: Type.String({ minLength: 1, maxLength: 100 }),
    call: Type.Optional(
      Type.Object({
        id: Type.Optional(Type.String({ maxLength: 200 })),
        metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      }),
    ),
    startedAt: Type.Optional(Type.String({ maxLength: 100 })),
    endedAt: Type.Optional(Type.String({ maxLength: 100 })),
    recordingUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    artifact: Type.Optional(
      Type.Object({ recordingUrl: Type.Optional(Type.String({ maxLength: 2000 })) }),
    ),
  }),
});
export type VapiServerMessage = Static<typeof VapiServerMessageSchema>;
