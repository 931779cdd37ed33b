import { Group, Loader, Stack, Title } from '@mantine/core';
import { currentMonth, shiftMonth } from '@porchlight/domain';
import { useState } from 'react';
import { LeadDialogs, useLeadDialogs } from '../features/leads/lead-dialogs.tsx';
import { LeadsTable } from '../features/leads/leads-table.tsx';
import { MonthSelector } from '../features/leads/month-selector.tsx';
import { StatCards } from '../features/leads/stat-cards.tsx';
import { useAnalytics } from '../features/leads/use-analytics.ts';
import { useLeads } from '../features/leads/use-leads.ts';

/** /leads: the month's analytics and every lead, with their dialogs. */
export function LeadsPage() {
  const [month, setMonth] = useState(() => currentMonth());
  const analytics = useAnalytics(month);
  const leads = useLeads();
  const dialogs = useLeadDialogs();

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Leads</Title>
        <MonthSelector
          month={month}
          onPrevious={() => setMonth((m) => shiftMonth(m.year, m.month, -1))}
          onNext={() => setMonth((m) => shiftMonth(m.year, m.month, 1))}
        />
      </Group>
      <StatCards analytics={analytics.data} loading={analytics.loading} />
      {leads.loading ? (
        <Loader aria-label="Loading leads" />
      ) : (
        <LeadsTable rows={leads.data ?? []} onOpen={dialogs.open} />
      )}
      <LeadDialogs row={dialogs.row} dialog={dialogs.dialog} onClose={dialogs.close} />
    </Stack>
  );
}
