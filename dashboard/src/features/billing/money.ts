const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$2.50' */
export const formatUsd = (amount: number): string => USD.format(amount);
