import type { ResidentConversationItem } from '@porchlight/contract';

/** A row of Resident Activity as the queries read it. */
export interface ResidentConversationRow {
  id: string;
  firstName: string;
  lastName: string;
  address: string;
  unitNumber: string | null;
  hasUnit: boolean;
}

/** A conversation's newest message. */
export interface NewestMessage {
  id: string;
  role: string;
  content: string;
  createdAt: Date;
}

/** A resident's conversation with its newest message (if any) as a row of Resident Activity. */
export function toResidentConversationItem(
  row: ResidentConversationRow,
  message: NewestMessage | undefined,
): ResidentConversationItem {
  return {
    tenant: { firstName: row.firstName, lastName: row.lastName },
    property: { address: row.address },
    unit: row.hasUnit ? { unitNumber: row.unitNumber } : null,
    lastMessage: message
      ? {
          id: message.id,
          role: message.role === 'assistant' ? ('assistant' as const) : ('user' as const),
          content: message.content,
          createdAt: message.createdAt.toISOString(),
        }
      : null,
    conversation: { id: row.id },
  };
}
