import { ALL_TEMPLATES, type TemplateCategory } from '@porchlight/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, resetAfterTest, screen, serveApi } from '../../../test-utils/index.ts';
import { TemplateCarousel } from './template-carousel.tsx';
import { cardTitles, getArrow, getCard, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

describe('category carousel', () => {
  it('shows five categories a page with the arrows disabled at the ends', async () => {
    serveApi();
    const { user } = renderAssistant();
    expect(cardTitles()).toEqual([
      'Tenant Communication',
      'Maintenance Coordination',
      'Marketing',
      'Lease and Legal',
      'Owner and Investor Relations',
    ]);
    expect(getArrow('Previous categories').disabled).toBe(true);
    expect(getArrow('Next categories').disabled).toBe(false);

    await user.click(getArrow('Next categories'));
    expect(cardTitles()).toEqual(['Data Analysis']);
    expect(getArrow('Next categories').disabled).toBe(true);
    expect(getArrow('Previous categories').disabled).toBe(false);

    await user.click(getArrow('Previous categories'));
    expect(cardTitles()[0]).toBe('Tenant Communication');
  });

  it("shows a chosen category's templates with their icon, title and description", async () => {
    serveApi();
    const { user } = renderAssistant();
    expect(screen.getByText('Choose a category to see its templates.')).toBeDefined();
    await user.click(getCard('Maintenance Coordination'));
    expect(getCard('Maintenance Coordination').getAttribute('aria-pressed')).toBe('true');
    const urgent = getCard('Urgent Maintenance Triage');
    // The catalogue's emoji is drawn as an icon, which shows without an emoji font.
    expect(urgent.querySelector('svg.tabler-icon-urgent')).not.toBeNull();
    expect(cardTitles().slice(5)).toEqual([
      'Non-Urgent Maintenance Confirmation',
      'Urgent Maintenance Triage',
      'Preventive Maintenance Notice',
    ]);
    expect(getArrow('Previous templates').disabled).toBe(true);
    expect(getArrow('Next templates').disabled).toBe(true);
  });

  it('clears the chosen template when another category is chosen', async () => {
    serveApi();
    const { user } = renderAssistant();
    await user.click(getCard('Tenant Communication'));
    await user.click(getCard('Late Rent Notice'));
    expect(screen.getByText('Please provide the following information:')).toBeDefined();
    await user.click(getCard('Marketing'));
    expect(screen.queryByText('Please provide the following information:')).toBeNull();
    expect(cardTitles()).toContain('Social Media Post');
  });
});

const big: TemplateCategory = {
  id: 'marketing',
  title: 'Everything',
  description: 'All templates',
  icon: '📚',
  templates: ALL_TEMPLATES.slice(0, 7),
};

function Harness() {
  const [page, setPage] = useState(0);
  return (
    <TemplateCarousel
      category={big}
      page={page}
      onPageChange={setPage}
      selected={null}
      onSelect={() => {}}
    />
  );
}

describe('template carousel', () => {
  it('pages three templates at a time, the arrows disabled at the ends', async () => {
    const { user } = render(<Harness />);
    expect(cardTitles()).toEqual(ALL_TEMPLATES.slice(0, 3).map((t) => t.title));
    expect(getArrow('Previous templates').disabled).toBe(true);
    await user.click(getArrow('Next templates'));
    expect(cardTitles()).toEqual(ALL_TEMPLATES.slice(3, 6).map((t) => t.title));
    await user.click(getArrow('Next templates'));
    expect(cardTitles()).toEqual([ALL_TEMPLATES[6]?.title]);
    expect(getArrow('Next templates').disabled).toBe(true);
    expect(getArrow('Previous templates').disabled).toBe(false);
  });
});
