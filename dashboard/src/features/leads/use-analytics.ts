import { type Analytics, messageAnalytics, tenantInterestAnalytics } from '@porchlight/client';
import { monthRange, type YearMonth } from '@porchlight/domain';
import { showApiError } from '../../ui/api-error.ts';
import { useResource } from '../../ui/use-resource.ts';

/**
 * The three stat-card counts of one calendar month: interests and scheduled viewings from
 * the tenant-interests call, messages from the messages call (both take the month's first
 * and last day as MM-DD-YYYY).
 */
export function useAnalytics({ year, month }: YearMonth) {
  const range = monthRange(year, month);
  return useResource<Analytics>(
    range ? `analytics:${range.startDate}:${range.endDate}` : null,
    async (signal) => {
      if (!range) return undefined;
      const [interests, messages] = await Promise.all([
        tenantInterestAnalytics({ query: range }, { signal }),
        messageAnalytics({ query: range }, { signal }),
      ]);
      if (signal.aborted) return undefined;
      if (interests.status !== 200) return void showApiError(interests);
      if (messages.status !== 200) return void showApiError(messages);
      return {
        interestCount: interests.body.interestCount,
        scheduledViewingCount: interests.body.scheduledViewingCount,
        messageCount: messages.body.messageCount,
      };
    },
  );
}
