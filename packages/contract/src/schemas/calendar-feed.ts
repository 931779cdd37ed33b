import Type, { type Static } from 'typebox';
import { DateTime, Id, Nullable } from './common.ts';

/** One private calendar subscription: the manager's own (no agent) or a leasing agent's. */
export const CalendarFeedSchema = Type.Object({
  /** Absent while there is no subscription address for this person. */
  id: Type.Optional(Id),
  leasingAgentId: Nullable(Id),
  /** Whose viewings it lists: 'You' for the manager, else the agent's name. */
  name: Type.String(),
  /** When its current address was made; null when there is none. */
  createdAt: Nullable(DateTime),
});
export type CalendarFeed = Static<typeof CalendarFeedSchema>;
