import { Stack, Title } from '@mantine/core';
import { HISTORY_TITLE } from '@porchlight/domain';
import { useSearchParams } from 'react-router-dom';
import { HistoryTable } from '../features/assistant/history-table.tsx';

/** The page in the address ('?page=2'), so Back and a reload keep it; 0-based in code. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(parsed) && parsed > 1 ? parsed - 1 : 0;
  const setPage = (next: number) =>
    setParams(next > 0 ? { page: String(next + 1) } : {}, { replace: false });
  return [page, setPage];
}

/** /assistant/history: the manager's past writing-assistant runs. */
export function AssistantHistoryPage() {
  const [page, setPage] = usePageParam();
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{HISTORY_TITLE}</Title>
      <HistoryTable page={page} onPageChange={setPage} />
    </Stack>
  );
}
