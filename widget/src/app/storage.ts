/**
 * The chat's browser-kept values (spec section 3), in localStorage under a `porchlight:`
 * prefix so they never collide with the host page's own keys. Storage may be blocked
 * (private modes, sandboxed frames, third-party storage rules): every access is guarded
 * and a blocked store simply remembers nothing.
 */

export type StoredKey =
  | 'tenantToken'
  | 'tenantId'
  | 'tenantEmail'
  | 'residentToken'
  | 'residentId'
  | 'residentEmail'
  | `conversationId_${string}_${string}`
  | `seen_${string}`;

const PREFIX = 'porchlight:';

export function readStored(key: StoredKey): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Stores `value`, or removes the key when it is null or undefined. */
export function writeStored(key: StoredKey, value: string | null | undefined): void {
  try {
    if (value == null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Blocked storage: the session lasts as long as the page.
  }
}

/** The key of the resident conversation id for a property and unit. */
export const conversationKey = (propertyId: string, unitId: string | undefined): StoredKey =>
  `conversationId_${propertyId}_${unitId ?? ''}`;

/** The last message the prospect's chat about a property showed them (the unread badge). */
export const seenKey = (propertyId: string): StoredKey => `seen_${propertyId}`;

/**
 * The manager's own session when the chat is their Resident AI preview: framed by the
 * dashboard on this same origin (the real parent origin, not a query value). Anywhere else
 * it is null, and a resident signs in by e-mail as usual. Read by the chat's pages
 * (main.tsx), the only place the preview is drawn, and handed over as `previewToken`.
 */
export function managerPreviewToken(): string | null {
  try {
    if (window.parent === window) return null;
    const parent = location.ancestorOrigins?.[0] ?? new URL(document.referrer).origin;
    return parent === location.origin ? localStorage.getItem('token') : null;
  } catch {
    return null;
  }
}
