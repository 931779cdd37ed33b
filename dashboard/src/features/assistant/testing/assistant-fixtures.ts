import type { WorkflowRun } from '@porchlight/client';

export const RUN_ID = '22222222-2222-4222-8222-222222222222';

/** A run as the server returns it; override what a test is about. */
export function testRun(overrides: Partial<WorkflowRun> = {}): WorkflowRun {
  return {
    id: RUN_ID,
    type: 'OVERDUE_RENT_REMINDER',
    status: 'COMPLETED',
    variables: { tenantName: 'Jane Doe', amountDue: 1500, textLength: 'SHORT', medium: 'EMAIL' },
    output: '# Rent reminder\n\nDear **Jane**, your rent is late.',
    summary: 'Late Rent Notice for Jane Doe',
    createdAt: '2026-03-04T15:30:00.000Z',
    ...overrides,
  };
}
