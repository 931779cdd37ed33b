import { formatMoney } from '@porchlight/domain';

/** A bill's amount in dollars with its cents: '$2.50', '$40.00'. */
export const formatUsd = (amount: number): string => formatMoney(amount, 'USD', 'always');
