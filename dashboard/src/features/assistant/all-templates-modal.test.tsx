import { afterEach, describe, expect, it } from 'vitest';
import {
  fill,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { cardTitles, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

const dialog = () => screen.queryByRole('dialog');
const inDialog = () => within(screen.getByRole('dialog'));
const heading = () => inDialog().getByRole('heading', { level: 3 }).textContent;
const searchBox = () => inDialog().getByPlaceholderText<HTMLInputElement>('Search templates...');
const categoryLinks = () => within(inDialog().getByRole('navigation')).getAllByRole('button');
const categoryLink = (title: string) => {
  const link = categoryLinks().find((button) => button.textContent?.includes(title));
  if (!link) throw new Error(`no category "${title}" in the modal`);
  return link;
};
const badges = () =>
  [...(dialog()?.querySelectorAll('.mantine-Badge-root') ?? [])].map((b) => b.textContent);

async function openModal() {
  serveApi();
  const view = renderAssistant();
  await view.user.click(screen.getByRole('button', { name: 'View All Templates' }));
  await screen.findByRole('dialog');
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
    expect(categoryLinks()).toHaveLength(6);
  });

  it('searches titles and descriptions, at most six results, each with its category', async () => {
    const { user } = await openModal();
    await fill(user, searchBox(), 'Eviction');
    expect(heading()).toBe('Search Results for "Eviction"');
    expect(cardTitles(dialog()!)).toEqual(['Eviction Notice']);
    expect(badges()).toEqual(['Lease and Legal']);

    await fill(user, searchBox(), 'renters');
    expect(cardTitles(dialog()!)).toEqual(['Compelling Listing Description']);

    await fill(user, searchBox(), 'e');
    expect(cardTitles(dialog()!)).toHaveLength(6);

    await fill(user, searchBox(), 'zzzz');
    expect(cardTitles(dialog()!)).toEqual([]);
    expect(dialog()?.textContent).toContain('No templates match your search.');
  });

  it('clears the search when a category is chosen, and the category when typing', async () => {
    const { user } = await openModal();
    await fill(user, searchBox(), 'rent');
    await user.click(categoryLink('Data Analysis'));
    expect(searchBox().value).toBe('');
    expect(heading()).toBe('Data Analysis');
    expect(cardTitles(dialog()!)).toEqual(['Rental Market Comparison', 'ROI Calculation']);
    expect(categoryLink('Data Analysis').getAttribute('aria-current')).toBe('true');

    await fill(user, searchBox(), 'notice');
    expect(heading()).toBe('Search Results for "notice"');
    expect(categoryLink('Data Analysis').getAttribute('aria-current')).toBeNull();

    // Emptying the search with no category brings the popular templates back.
    await fill(user, searchBox(), '');
    expect(heading()).toBe('Popular Templates');
  });

  it('closes and selects the chosen template, turning the carousels to it', async () => {
    const { user } = await openModal();
    await fill(user, searchBox(), 'roi calculation');
    const card = [...dialog()!.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')][0];
    await user.click(card!);
    // The modal's closing transition.
    await waitFor(() => expect(dialog()).toBeNull());
    // Data Analysis is on the second page of categories; the form of ROI Calculation shows.
    expect(cardTitles()).toEqual(['Data Analysis', 'Rental Market Comparison', 'ROI Calculation']);
    expect(screen.getByText('Please provide the following information:')).toBeDefined();
    expect(screen.getByRole('form', { name: 'ROI Calculation form' })).toBeDefined();
  });
});
