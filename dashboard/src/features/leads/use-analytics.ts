import { type Analytics, messageAnalytics, tenantInterestAnalytics } from '@porchlight/client';
import { monthRange, type YearMonth } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError } from '../../ui/api-error.ts';

/**
 * The three stat-card counts of one calendar month: interests and scheduled viewings from
 * the tenant-interests call, messages from the messages call (both take the month's first
 * and last day as MM-DD-YYYY).
 */
export function useAnalytics({ year, month }: YearMonth) {
  const range = monthRange(year, month);
  const analytics = useQuery({
    queryKey: keys.analytics(range ?? { startDate: '', endDate: '' }),
    queryFn: async ({ signal }): Promise<Analytics> => {
      const query = range ?? { startDate: '', endDate: '' };
      const [interests, messages] = await Promise.all([
        okBody(tenantInterestAnalytics({ query }, { signal })),
        okBody(messageAnalytics({ query }, { signal })),
      ]);
      return {
        interestCount: interests.interestCount,
        scheduledViewingCount: interests.scheduledViewingCount,
        messageCount: messages.messageCount,
      };
    },
    enabled: range !== null,
  });
  useLoadError(analytics, showApiError);
  return analytics;
}
