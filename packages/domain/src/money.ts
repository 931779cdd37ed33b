import { DEFAULT_CURRENCY } from './enums.ts';

/** How cents show: only when the amount has some (`auto`), or always (prices on a bill). */
export type CentsDisplay = 'auto' | 'always';

/**
 * An amount in its currency, in US English: '$1,500' for a whole amount and '$1,500.50'
 * otherwise (`cents: 'always'`: '$1,500.00'); a negative one as '-$250'. An amount within
 * half a cent of a whole one is whole. An unknown currency code never costs the reader the
 * figure: it is written after it ('1,500 XYZ').
 */
export function formatMoney(
  amount: number,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  cents: CentsDisplay = 'auto',
): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  const whole = cents === 'auto' && Math.abs(amount - Math.round(amount)) < 0.005;
  const digits = whole ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(whole ? Math.round(amount) : amount);
  } catch {
    const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return `${figure} ${code}`;
  }
}
