import './testing/dompurify-in-happy-dom.ts';
import type { WorkflowRun } from '@porchlight/client';
import { type FakeReply, sample } from '@porchlight/client/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, fill, resetAfterTest, screen, serveApi } from '../../../test-utils/index.ts';
import { DAILY_COUNT_KEY } from './daily-limit-storage.ts';
import { RUN_FAILED_TEXT } from './result-section.tsx';
import { field, getCard, renderAssistant } from './testing/render-assistant.tsx';

// The output renderer is a lazy chunk: load it once up front, as the page preloads it.
beforeAll(() => import('./markdown-output.tsx'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 4, 10, 0, 0));
  localStorage.clear();
});
afterEach(() => {
  resetAfterTest();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const testRun = sample.workflowRun;
const RUN_ID = testRun().id;
const pending = testRun({ status: 'PENDING', output: null });
const CREATED: FakeReply<'createWorkflowRun'> = { status: 201, body: { id: RUN_ID } };

/** The API: creation answers `created`; polls answer the given runs in turn, then the last. */
function api(
  created: FakeReply<'createWorkflowRun'>,
  ...polls: (WorkflowRun | FakeReply<'getWorkflowRun'>)[]
) {
  const fake = serveApi({ createWorkflowRun: created });
  fake.on(
    'getWorkflowRun',
    ...polls.map((poll) => ('variables' in poll ? { status: 200 as const, body: poll } : poll)),
  );
  return fake;
}
type Api = ReturnType<typeof api>;
const gets = (fake: Api) => fake.callsTo('getWorkflowRun').length;
const posts = (fake: Api) => fake.callsTo('createWorkflowRun');

/** The Late Rent Notice form, filled in unless the daily limit has disabled it. */
async function lateRentForm() {
  const view = renderAssistant();
  const { user } = view;
  await user.click(getCard('Tenant Communication'));
  await user.click(getCard('Late Rent Notice'));
  const name = field('Tenant name');
  if (name.closest('fieldset')?.disabled) return view;
  await fill(user, name, 'Jane Doe');
  await fill(user, field('Amount due'), '1500');
  return view;
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

const storedCount = () => JSON.parse(localStorage.getItem(DAILY_COUNT_KEY) ?? 'null');
const overlayText = () => document.querySelector('[role="alert"]')?.textContent ?? '';

describe('a writing-assistant run', () => {
  it('creates the run, polls it every second and renders its markdown', async () => {
    const fake = api(CREATED, pending, pending, testRun());
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(0);
    expect(posts(fake)[0]?.body).toEqual({
      type: 'OVERDUE_RENT_REMINDER',
      variables: { tenantName: 'Jane Doe', amountDue: 1500, textLength: 'SHORT', medium: 'EMAIL' },
    });
    expect(container.textContent).toContain('Result');
    expect(container.textContent).toContain('Generating content...');
    expect(storedCount()).toEqual({ date: '2026-03-04', count: 1 });

    await advance(1000);
    expect(gets(fake)).toBe(1);
    expect(container.textContent).toContain('Generating content...');
    await advance(1000);
    expect(gets(fake)).toBe(2);
    await advance(1000);
    expect(gets(fake)).toBe(3);
    expect(container.textContent).not.toContain('Generating content...');
    const output = screen.queryByTestId('assistant-output');
    expect(output?.querySelector('h1')?.textContent).toBe('Rent reminder');
    expect(output?.querySelector('strong')?.textContent).toBe('Jane');

    await advance(5000);
    expect(gets(fake)).toBe(3);
  });

  it('stops polling and says so when the run FAILED', async () => {
    const fake = api(CREATED, pending, testRun({ status: 'FAILED', output: null }));
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(2000);
    expect(container.textContent).toContain(RUN_FAILED_TEXT);
    expect(container.textContent).not.toContain('Generating content...');
    await advance(3000);
    expect(gets(fake)).toBe(2);
    expect(button('Try Again')).toBeTruthy();
  });

  it('ends the loading state when a poll is not answered with 200', async () => {
    const fake = api(CREATED, { status: 500, body: sample.apiError() });
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(1000);
    expect(container.textContent).toContain(RUN_FAILED_TEXT);
    await advance(3000);
    expect(gets(fake)).toBe(1);
  });

  it('resubmits the same form with Try Again', async () => {
    const fake = api(CREATED, testRun());
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(1000);
    await user.click(button('Try Again'));
    await advance(0);
    expect(container.textContent).toContain('Generating content...');
    expect(posts(fake)).toHaveLength(2);
    expect(posts(fake)[1]?.body).toEqual(posts(fake)[0]?.body);
    await advance(1000);
    expect(screen.queryByTestId('assistant-output')).not.toBeNull();
    expect(storedCount().count).toBe(2);
  });

  it('scrolls to the result 100 ms after Create and 300 ms after the output arrives', async () => {
    api(CREATED, pending, testRun());
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = await lateRentForm();
    await advance(200);
    expect(scrolled.at(-1)?.textContent).toContain('Please provide the following information:');
    scrolled.length = 0;
    await user.click(button('Create'));
    await advance(99);
    expect(scrolled).toEqual([]);
    await advance(1);
    expect(scrolled.at(-1)?.getAttribute('aria-labelledby')).toBe('assistant-result');
    scrolled.length = 0;
    await advance(2000);
    expect(screen.queryByTestId('assistant-output')).not.toBeNull();
    expect(scrolled).toEqual([]);
    await advance(300);
    expect(scrolled.at(-1)?.getAttribute('aria-labelledby')).toBe('assistant-result');
  });

  it('clears the result and stops polling when another template is chosen', async () => {
    const fake = api(CREATED, pending);
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(1000);
    expect(gets(fake)).toBe(1);
    await user.click(getCard('Move-Out Checklist'));
    expect(container.textContent).not.toContain('Generating content...');
    expect(container.textContent).not.toContain('Result');
    await advance(3000);
    expect(gets(fake)).toBe(1);
  });

  it('copies the output and says so, or says the copy failed', async () => {
    api(CREATED, testRun());
    document.execCommand = () => false;
    const { user } = await lateRentForm();
    // user-event's session holds the clipboard: the second write is refused.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error());
    await user.click(button('Create'));
    await advance(1000);
    await user.click(button('Copy'));
    await advance(50);
    expect(writeText).toHaveBeenCalledWith(testRun().output);
    expect(document.body.textContent).toContain('Copied to clipboard!');
    await user.click(button('Copy'));
    await advance(50);
    expect(document.body.textContent).toContain('Failed to copy to clipboard');
  });
});

describe('the daily limit', () => {
  it("shows the server's 429 as the 'Daily Limit Reached' overlay and blocks the form", async () => {
    api({ status: 429, body: sample.apiError('DAILY_LIMIT', 'limit') });
    const { container, user } = await lateRentForm();
    await user.click(button('Create'));
    await advance(0);
    expect(overlayText()).toContain('Daily Limit Reached');
    expect(overlayText()).toContain(
      "You've reached your daily limit of 20 requests. Please try again tomorrow.",
    );
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(container.textContent).not.toContain('Generating content...');
    expect(storedCount()).toEqual({ date: '2026-03-04', count: 20 });
  });

  it('blocks the form after the 20th request of the day', async () => {
    localStorage.setItem(DAILY_COUNT_KEY, JSON.stringify({ date: '2026-03-04', count: 19 }));
    const fake = api(CREATED, testRun());
    const { user } = await lateRentForm();
    expect(overlayText()).not.toContain('Daily Limit Reached');
    await user.click(button('Create'));
    await advance(1000);
    expect(overlayText()).toContain('Daily Limit Reached');
    expect(button('Try Again').disabled).toBe(true);
    await user.click(button('Create'));
    await advance(0);
    expect(posts(fake)).toHaveLength(1);
  });

  it('lifts at local midnight without a reload', async () => {
    vi.setSystemTime(new Date(2026, 2, 4, 23, 59, 0));
    localStorage.setItem(DAILY_COUNT_KEY, JSON.stringify({ date: '2026-03-04', count: 20 }));
    const fake = api(CREATED, testRun());
    const { user } = await lateRentForm();
    expect(overlayText()).toContain('Daily Limit Reached');
    expect(button('Create').disabled).toBe(true);

    await advance(59_000);
    expect(overlayText()).toContain('Daily Limit Reached');
    await advance(2_000);
    expect(overlayText()).not.toContain('Daily Limit Reached');
    expect(button('Create').disabled).toBe(false);
    await fill(user, field('Tenant name'), 'Jane Doe');
    await user.click(button('Create'));
    await advance(0);
    expect(storedCount()).toEqual({ date: '2026-03-05', count: 1 });
    expect(posts(fake)[0]?.body.variables.tenantName).toBe('Jane Doe');
  });
});

describe('reopening a saved run', () => {
  it('selects its template, refills the form and shows its output', async () => {
    api(CREATED, testRun());
    const { container } = renderAssistant(`/assistant/${RUN_ID}`);
    await advance(0);
    expect(getCard('Tenant Communication').getAttribute('aria-pressed')).toBe('true');
    expect(getCard('Late Rent Notice').getAttribute('aria-pressed')).toBe('true');
    expect(field('Tenant name').value).toBe('Jane Doe');
    expect(field('Amount due').value).toBe('1500');
    expect(field('Days late').value).toBe('');
    expect(container.querySelector('[data-testid="assistant-output"] h1')?.textContent).toBe(
      'Rent reminder',
    );
  });

  it('keeps polling a run that is still being written', async () => {
    const fake = api(CREATED, pending, pending, testRun());
    const { container } = renderAssistant(`/assistant/${RUN_ID}`);
    await advance(0);
    expect(container.textContent).toContain('Generating content...');
    await advance(2000);
    expect(gets(fake)).toBe(3);
    expect(screen.queryByTestId('assistant-output')).not.toBeNull();
  });

  it('says so when the run cannot be found', async () => {
    serveApi();
    const { container } = renderAssistant(`/assistant/${RUN_ID}`);
    await advance(0);
    expect(container.textContent).toContain('This document could not be found.');
  });
});
