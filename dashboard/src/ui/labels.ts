import { formatMoney } from '@porchlight/domain';

/** Words that stay as written when a code is shown ('ADU', not 'Adu'). */
const KEEP = new Set(['ADU', 'USD']);
const OVERRIDES: Record<string, string> = { CO_OP: 'Co-op', MOVE_IN_DATE: 'Move-in Date' };

/**
 * A readable label for an upper-case code: 'MULTI_FAMILY' → 'Multi Family'. For codes the
 * spec gives no display text for (property and unit types, questions, availability).
 */
export function codeLabel(code: string | null | undefined): string {
  if (!code) return '';
  if (Object.hasOwn(OVERRIDES, code)) return OVERRIDES[code] as string;
  return code
    .split('_')
    .filter(Boolean)
    .map((word) => (KEEP.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}

/** Select options for a list of codes. */
export const codeOptions = (codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: codeLabel(code) }));

/** A price in its currency with its cents ('$1,250.00'), or '—' when there is none. */
export const formatPrice = (value: number | null | undefined, currency = 'USD'): string =>
  value === null || value === undefined ? '—' : formatMoney(value, currency, 'always');
