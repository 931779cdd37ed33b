import type { PhoneCall, PhoneCallDetails } from '@porchlight/contract';
import type { phoneCalls } from '../../db/schema/index.ts';

type PhoneCallRow = typeof phoneCalls.$inferSelect;

/** A call as one line of a lead's Phone Calls list. */
export function toPhoneCall(
  row: Pick<PhoneCallRow, 'id' | 'phoneCallId' | 'phoneNumber' | 'createdAt'>,
): PhoneCall {
  return {
    id: row.id,
    phoneCallId: row.phoneCallId,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Timing and recording: null until the call has happened (a request not yet placed). */
export function toPhoneCallDetails(
  row: Pick<PhoneCallRow, 'startedAt' | 'endedAt' | 'recordingUrl'>,
): PhoneCallDetails {
  return {
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    recordingUrl: row.recordingUrl,
  };
}
