import type { Prefill } from './mount-api.ts';

/**
 * What a page passed as `prefill` (the script tag's command, the frame's message), as the
 * chat takes it: the e-mail and the name when they are strings, nothing else. Null when it
 * is not an object at all.
 */
export function prefillOf(value: unknown): Prefill | null {
  if (!value || typeof value !== 'object') return null;
  const { email, name } = value as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof name === 'string' ? { name } : {}),
  };
}
