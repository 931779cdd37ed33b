/**
 * The browser-kept values of the manager session (spec section 3), under the names the
 * spec gives them. Storage may be blocked (private modes): every access is guarded and a
 * blocked store simply remembers nothing.
 */

/** The manager session: token, userId, email. */
export const MANAGER_KEYS = ['token', 'userId', 'email'] as const;
export type ManagerKey = (typeof MANAGER_KEYS)[number];

/**
 * Tenant values cleared with the manager's on logout: the spec's names, and the same
 * names under the `porchlight:` prefix the chat widget stores them with on this origin.
 */
export const TENANT_KEYS = [
  'tenantId',
  'tenantEmail',
  'tenantToken',
  'porchlight:tenantId',
  'porchlight:tenantEmail',
  'porchlight:tenantToken',
] as const;

/** Counters that survive a logout (they count per browser, not per session). */
export const COUNTER_KEYS = ['icpFormCount', 'demoFormSubmitted'] as const;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key when it is null or undefined. */
export function writeStored(key: string, value: string | null | undefined): void {
  try {
    if (value == null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the session lasts as long as the page.
  }
}

/** Removes every stored manager and tenant value (logout, a 401 on the properties list). */
export function clearSessionStorage(): void {
  for (const key of [...MANAGER_KEYS, ...TENANT_KEYS]) writeStored(key, null);
}
