import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAfterTest, screen, serveApi, waitFor } from '../../../test-utils/index.ts';
import { formatRunDate, HISTORY_EMPTY_TEXT } from './history-table.tsx';
import { renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

const id = sample.id;
const RUNS = Array.from({ length: 23 }, (_, n) =>
  sample.workflowRun({
    id: id(n),
    summary: `Notice ${n + 1}`,
    type: n === 0 ? ('UNKNOWN_TYPE' as never) : 'EVICTION_NOTICE',
  }),
);

function history(total = RUNS.length) {
  return serveApi({
    listWorkflowRuns: ({ query }) => {
      const offset = query?.offset ?? 0;
      const limit = query?.limit ?? 10;
      return {
        status: 200,
        body: {
          workflowRuns: RUNS.slice(0, total).slice(offset, offset + limit),
          totalCount: total,
        },
      };
    },
  });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()),
  );

describe('AI Assistant History', () => {
  it("lists ten runs a page with the type's icon, summary and local date", async () => {
    const api = history();
    const { container } = renderAssistant('/assistant/history');
    await screen.findByText('Notice 1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Assistant History');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Request',
      'Date',
    ]);
    expect(api.callsTo('listWorkflowRuns')[0]?.query).toMatchObject({ limit: 10, offset: 0 });
    const shown = rows(container);
    expect(shown).toHaveLength(10);
    // An unknown type gets the document icon.
    expect(shown[0]?.[0]).toBe('Notice 1');
    expect(shown[1]?.[0]).toBe('Notice 2');
    const icons = [...container.querySelectorAll('tbody tr td:first-child svg')];
    expect(icons[0]?.classList.contains('tabler-icon-file-text')).toBe(true);
    expect(icons[1]?.classList.contains('tabler-icon-alert-triangle')).toBe(true);
    // The browser's local date-time, not the ISO string the API sends.
    expect(shown[0]?.[1]).toBe(formatRunDate(RUNS[0]!.createdAt));
    expect(shown[0]?.[1]).toMatch(/2026/);
    expect(shown[0]?.[1]).not.toContain('T15:30');
  });

  it("pages with Previous and Next and says 'Page X of Y'", async () => {
    const api = history();
    const { container, path, user } = renderAssistant('/assistant/history');
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    expect(button('Previous').disabled).toBe(true);
    await user.click(button('Next'));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
    expect(path()).toBe('/assistant/history?page=2');
    expect(api.callsTo('listWorkflowRuns').at(-1)?.query?.offset).toBe(10);
    await user.click(button('Next'));
    expect(await screen.findByText('Page 3 of 3')).toBeDefined();
    await waitFor(() =>
      expect(rows(container).map((r) => r[0])).toEqual(['Notice 21', 'Notice 22', 'Notice 23']),
    );
    expect(button('Next').disabled).toBe(true);
    await user.click(button('Previous'));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
  });

  it('opens a run from its row, by a link the keyboard reaches', async () => {
    history();
    const { container, path, user } = renderAssistant('/assistant/history');
    const link = await screen.findByRole('link', { name: 'Notice 1' });
    expect(link.getAttribute('href')).toBe(`/assistant/${id(0)}`);
    await user.click(container.querySelectorAll<HTMLElement>('tbody tr td')[1]!);
    await waitFor(() => expect(path()).toBe(`/assistant/${id(0)}`));
  });

  it("shows 'Page 1 of 1' and a hint when there are no runs", async () => {
    history(0);
    renderAssistant('/assistant/history');
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeDefined();
    expect(screen.getByText('Page 1 of 1')).toBeDefined();
    expect(button('Next').disabled).toBe(true);
  });
});
