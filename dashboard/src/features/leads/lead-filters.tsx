import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  LEAD_STATUS_INFO,
  LEAD_STATUSES,
  type LeadStatus,
  type MessageChannel,
} from '@porchlight/domain';
import { useState } from 'react';
import type { LeadFilters } from './use-lead-pages.ts';

// A native select: Mantine's Select would add its combobox to the route's first load.
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_INFO[value].label })),
];

/** Where the prospect last wrote from, which is where replies go. */
const CHANNEL_OPTIONS: { value: MessageChannel | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'CHAT', label: 'Chat' },
  { value: 'EMAIL', label: 'E-mail' },
  { value: 'SMS', label: 'Text' },
];

export interface LeadFiltersBarProps {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  onExport: () => Promise<unknown>;
}

/**
 * Search by name, e-mail or phone, status and channel filters, and the CSV export of what
 * they show.
 */
export function LeadFiltersBar({ filters, onChange, onExport }: LeadFiltersBarProps) {
  const [exporting, setExporting] = useState(false);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        label="Search leads"
        placeholder="Name, e-mail or phone"
        type="search"
        value={filters.q}
        onChange={(event) => onChange({ ...filters, q: event.currentTarget.value })}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ ...filters, status: (event.currentTarget.value as LeadStatus) || null })
        }
        style={{ flex: '0 1 220px' }}
      />
      <NativeSelect
        label="Channel"
        data={CHANNEL_OPTIONS}
        value={filters.channel ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            channel: (event.currentTarget.value as MessageChannel) || null,
          })
        }
        style={{ flex: '0 1 160px' }}
      />
      <Button
        variant="default"
        loading={exporting}
        onClick={() => {
          setExporting(true);
          void onExport().finally(() => setExporting(false));
        }}
      >
        Export CSV
      </Button>
    </Group>
  );
}
