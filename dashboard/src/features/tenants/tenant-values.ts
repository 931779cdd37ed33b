import type { CreateTenant, Tenant } from '@porchlight/client';
import { INVALID_PHONE_MESSAGE, isValidEmail, normalizePhone } from '@porchlight/domain';

export const TENANT_FIELDS_REQUIRED = 'Please fill in all required fields';

export interface TenantDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface TenantCheck {
  /** The spec's alert when a required field is empty. */
  alert?: string;
  email?: string;
  phone?: string;
}

export const draftOfTenant = (tenant?: Tenant | null): TenantDraft => ({
  firstName: tenant?.firstName ?? '',
  lastName: tenant?.lastName ?? '',
  email: tenant?.email ?? '',
  phone: tenant?.phone ?? '',
});

/** firstName, lastName and email are required; a phone, when given, must pass the phone check. */
export function checkTenant(draft: TenantDraft): TenantCheck {
  const check: TenantCheck = {};
  if ([draft.firstName, draft.lastName, draft.email].some((value) => value.trim() === '')) {
    check.alert = TENANT_FIELDS_REQUIRED;
  }
  if (draft.email.trim() !== '' && !isValidEmail(draft.email)) {
    check.email = 'Please enter a valid e-mail address.';
  }
  if (draft.phone.trim() !== '' && normalizePhone(draft.phone) === '') {
    check.phone = INVALID_PHONE_MESSAGE;
  }
  return check;
}

/** The body sent: trimmed names and e-mail, the normalised phone or null when empty. */
export function tenantBody(draft: TenantDraft): CreateTenant & { phone: string | null } {
  const phone = normalizePhone(draft.phone);
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    phone: phone === '' ? null : phone,
  };
}
