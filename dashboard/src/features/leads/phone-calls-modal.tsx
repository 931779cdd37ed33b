import { Anchor, Modal, Table, Text } from '@mantine/core';
import {
  getPhoneCall,
  type LeadRow,
  type PhoneCall,
  type PhoneCallDetails,
} from '@porchlight/client';
import { formatDateTime, formatDuration, formatPhone, secondsBetween } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody } from '../../queries/query.ts';
import { leadName } from './lead-columns.ts';

export interface PhoneCallsModalProps {
  row: LeadRow | null;
  opened: boolean;
  onClose: () => void;
}

/** A call's duration as minutes:seconds, or a dash until the call has ended. */
export function callDuration(details: PhoneCallDetails | undefined): string {
  const seconds = secondsBetween(details?.startedAt, details?.endedAt);
  return seconds === null ? '—' : formatDuration(seconds);
}

function CallRow({ call }: { call: PhoneCall }) {
  // Each call's timing and recording come from the call provider, one call at a time.
  // Details are a nicety: a failure leaves the dash rather than a toast per row.
  const details = useQuery({
    queryKey: keys.phoneCall(call.phoneCallId),
    queryFn: ({ signal }) =>
      okBody(getPhoneCall({ params: { phoneCallId: call.phoneCallId } }, { signal })),
  });
  const recording = details.data?.recordingUrl;
  return (
    <Table.Tr>
      <Table.Td>{formatDateTime(call.createdAt)}</Table.Td>
      <Table.Td>{formatPhone(call.phoneNumber)}</Table.Td>
      <Table.Td>{details.isLoading ? '…' : callDuration(details.data)}</Table.Td>
      <Table.Td>
        {recording ? (
          <Anchor c="blue.8" href={recording} target="_blank" rel="noopener noreferrer">
            Listen to recording
          </Anchor>
        ) : (
          <Text span c="gray.7" fz="sm">
            No recording
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The Phone Calls dialog: the lead's calls with durations and recordings. */
export function PhoneCallsModal({ row, opened, onClose }: PhoneCallsModalProps) {
  const calls = row?.phoneCalls ?? [];
  return (
    <Modal
      opened={opened && row !== null}
      onClose={onClose}
      title={row ? `Phone Calls with ${leadName(row)}` : 'Phone Calls'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {calls.length === 0 ? (
        <Text c="gray.7">No phone calls recorded</Text>
      ) : (
        <Table aria-label="Phone calls">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>Recording</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
