import { afterEach, describe, expect, it } from 'vitest';
import {
  click,
  flush,
  getButton,
  resetAfterTest,
  serveApi,
  type,
  wait,
} from '../../../test-utils/index.ts';
import { cardTitles, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const heading = () => dialog()?.querySelector('h3')?.textContent;
const searchBox = () =>
  dialog()?.querySelector<HTMLInputElement>('input[placeholder="Search templates..."]') ?? null;
const categoryLink = (title: string) => {
  const link = [...(dialog()?.querySelectorAll<HTMLButtonElement>('nav button') ?? [])].find(
    (button) => button.textContent?.includes(title),
  );
  if (!link) throw new Error(`no category "${title}" in the modal`);
  return link;
};
const badges = () =>
  [...(dialog()?.querySelectorAll('.mantine-Badge-root') ?? [])].map((b) => b.textContent);

async function openModal() {
  serveApi();
  const view = renderAssistant();
  click(getButton(view.container, 'View All Templates'));
  await flush();
  return view;
}

describe('View All Templates', () => {
  it('shows the four popular templates with their categories when nothing is chosen', async () => {
    await openModal();
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(heading()).toBe('Popular Templates');
    expect(cardTitles(dialog()!)).toEqual([
      'Late Rent Notice',
      'Move-Out Checklist',
      'Non-Urgent Maintenance Confirmation',
      'Compelling Listing Description',
    ]);
    expect(badges()).toEqual([
      'Tenant Communication',
      'Tenant Communication',
      'Maintenance Coordination',
      'Marketing',
    ]);
    expect([...dialog()!.querySelectorAll('nav button')].map((b) => b.textContent)).toHaveLength(6);
  });

  it('searches titles and descriptions, at most six results, each with its category', async () => {
    await openModal();
    type(searchBox()!, 'Eviction');
    expect(heading()).toBe('Search Results for "Eviction"');
    expect(cardTitles(dialog()!)).toEqual(['Eviction Notice']);
    expect(badges()).toEqual(['Lease and Legal']);

    type(searchBox()!, 'renters');
    expect(cardTitles(dialog()!)).toEqual(['Compelling Listing Description']);

    type(searchBox()!, 'e');
    expect(cardTitles(dialog()!)).toHaveLength(6);

    type(searchBox()!, 'zzzz');
    expect(cardTitles(dialog()!)).toEqual([]);
    expect(dialog()?.textContent).toContain('No templates match your search.');
  });

  it('clears the search when a category is chosen, and the category when typing', async () => {
    await openModal();
    type(searchBox()!, 'rent');
    click(categoryLink('Data Analysis'));
    expect(searchBox()?.value).toBe('');
    expect(heading()).toBe('Data Analysis');
    expect(cardTitles(dialog()!)).toEqual(['Rental Market Comparison', 'ROI Calculation']);
    expect(categoryLink('Data Analysis').getAttribute('aria-current')).toBe('true');

    type(searchBox()!, 'notice');
    expect(heading()).toBe('Search Results for "notice"');
    expect(categoryLink('Data Analysis').getAttribute('aria-current')).toBeNull();

    // Emptying the search with no category brings the popular templates back.
    type(searchBox()!, '');
    expect(heading()).toBe('Popular Templates');
  });

  it('closes and selects the chosen template, turning the carousels to it', async () => {
    const { container } = await openModal();
    type(searchBox()!, 'roi calculation');
    const card = [...dialog()!.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')][0];
    click(card!);
    await wait(300);
    expect(dialog()).toBeNull();
    // Data Analysis is on the second page of categories; the form of ROI Calculation shows.
    expect(cardTitles(container)).toEqual([
      'Data Analysis',
      'Rental Market Comparison',
      'ROI Calculation',
    ]);
    expect(container.textContent).toContain('Please provide the following information:');
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe(
      'ROI Calculation form',
    );
  });
});
