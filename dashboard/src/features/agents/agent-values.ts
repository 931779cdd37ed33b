import type { CreateLeasingAgent, LeasingAgent } from '@porchlight/client';
import { INVALID_PHONE_MESSAGE, isValidEmail, normalizePhone } from '@porchlight/domain';

/** The agent form as typed. */
export interface AgentDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type AgentErrors = Partial<Record<keyof AgentDraft, string>>;

export const EMPTY_AGENT: AgentDraft = { firstName: '', lastName: '', email: '', phone: '' };

export function draftOf(agent: LeasingAgent | null | undefined): AgentDraft {
  if (!agent) return EMPTY_AGENT;
  const { firstName, lastName, email, phone } = agent;
  return { firstName, lastName, email, phone };
}

/** The phone's inline error: only once something is typed, so an empty form is not red. */
export function phoneError(phone: string): string | undefined {
  return phone.trim() !== '' && normalizePhone(phone) === '' ? INVALID_PHONE_MESSAGE : undefined;
}

/** Every field is required; the phone must pass the spec's phone check. */
export function validateAgent(draft: AgentDraft): AgentErrors {
  const errors: AgentErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'Please enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Please enter a last name.';
  if (!isValidEmail(draft.email)) errors.email = 'Please enter a valid e-mail address.';
  if (normalizePhone(draft.phone) === '') errors.phone = INVALID_PHONE_MESSAGE;
  return errors;
}

/** What is sent: trimmed names and e-mail, the normalised phone. */
export function agentBody(draft: AgentDraft): CreateLeasingAgent {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: normalizePhone(draft.phone),
  };
}
