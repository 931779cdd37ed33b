import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { click, flush, getButton, resetAfterTest, serveApi } from '../../../test-utils/index.ts';
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

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()),
  );

describe('AI Assistant History', () => {
  it("lists ten runs a page with the type's icon, summary and local date", async () => {
    const api = history();
    const { container } = renderAssistant('/assistant/history');
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('AI Assistant History');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
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
    const { container, path } = renderAssistant('/assistant/history');
    await flush();
    expect(container.textContent).toContain('Page 1 of 3');
    expect(getButton(container, 'Previous').disabled).toBe(true);
    click(getButton(container, 'Next'));
    await flush();
    expect(container.textContent).toContain('Page 2 of 3');
    expect(path()).toBe('/assistant/history?page=2');
    expect(api.callsTo('listWorkflowRuns').at(-1)?.query?.offset).toBe(10);
    click(getButton(container, 'Next'));
    await flush();
    expect(container.textContent).toContain('Page 3 of 3');
    expect(rows(container).map((r) => r[0])).toEqual(['Notice 21', 'Notice 22', 'Notice 23']);
    expect(getButton(container, 'Next').disabled).toBe(true);
    click(getButton(container, 'Previous'));
    await flush();
    expect(container.textContent).toContain('Page 2 of 3');
  });

  it('opens a run from its row, by a link the keyboard reaches', async () => {
    history();
    const { container, path } = renderAssistant('/assistant/history');
    await flush();
    const link = container.querySelector<HTMLAnchorElement>('tbody tr a');
    expect(link?.getAttribute('href')).toBe(`/assistant/${id(0)}`);
    click(container.querySelectorAll<HTMLElement>('tbody tr td')[1]!);
    await flush();
    expect(path()).toBe(`/assistant/${id(0)}`);
  });

  it("shows 'Page 1 of 1' and a hint when there are no runs", async () => {
    history(0);
    const { container } = renderAssistant('/assistant/history');
    await flush();
    expect(container.textContent).toContain(HISTORY_EMPTY_TEXT);
    expect(container.textContent).toContain('Page 1 of 1');
    expect(getButton(container, 'Next').disabled).toBe(true);
  });
});
