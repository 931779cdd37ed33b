import { ALL_TEMPLATES, type TemplateCategory } from '@porchlight/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render, resetAfterTest, serveApi } from '../../../test-utils/index.ts';
import { TemplateCarousel } from './template-carousel.tsx';
import { cardTitles, getArrow, getCard, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

describe('category carousel', () => {
  it('shows five categories a page with the arrows disabled at the ends', () => {
    serveApi();
    const { container } = renderAssistant();
    expect(cardTitles(container)).toEqual([
      'Tenant Communication',
      'Maintenance Coordination',
      'Marketing',
      'Lease and Legal',
      'Owner and Investor Relations',
    ]);
    expect(getArrow(container, 'Previous categories').disabled).toBe(true);
    expect(getArrow(container, 'Next categories').disabled).toBe(false);

    click(getArrow(container, 'Next categories'));
    expect(cardTitles(container)).toEqual(['Data Analysis']);
    expect(getArrow(container, 'Next categories').disabled).toBe(true);
    expect(getArrow(container, 'Previous categories').disabled).toBe(false);

    click(getArrow(container, 'Previous categories'));
    expect(cardTitles(container)[0]).toBe('Tenant Communication');
  });

  it("shows a chosen category's templates with their icon, title and description", () => {
    serveApi();
    const { container } = renderAssistant();
    expect(container.textContent).toContain('Choose a category to see its templates.');
    click(getCard(container, 'Maintenance Coordination'));
    expect(getCard(container, 'Maintenance Coordination').getAttribute('aria-pressed')).toBe(
      'true',
    );
    const urgent = getCard(container, 'Urgent Maintenance Triage');
    // The catalogue's emoji is drawn as an icon, which shows without an emoji font.
    expect(urgent.querySelector('svg.tabler-icon-urgent')).not.toBeNull();
    expect(cardTitles(container).slice(5)).toEqual([
      'Non-Urgent Maintenance Confirmation',
      'Urgent Maintenance Triage',
      'Preventive Maintenance Notice',
    ]);
    expect(getArrow(container, 'Previous templates').disabled).toBe(true);
    expect(getArrow(container, 'Next templates').disabled).toBe(true);
  });

  it('clears the chosen template when another category is chosen', () => {
    serveApi();
    const { container } = renderAssistant();
    click(getCard(container, 'Tenant Communication'));
    click(getCard(container, 'Late Rent Notice'));
    expect(container.textContent).toContain('Please provide the following information:');
    click(getCard(container, 'Marketing'));
    expect(container.textContent).not.toContain('Please provide the following information:');
    expect(cardTitles(container)).toContain('Social Media Post');
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
  it('pages three templates at a time, the arrows disabled at the ends', () => {
    const view = render(<Harness />);
    expect(cardTitles(view.container)).toEqual(ALL_TEMPLATES.slice(0, 3).map((t) => t.title));
    expect(getArrow(view.container, 'Previous templates').disabled).toBe(true);
    click(getArrow(view.container, 'Next templates'));
    expect(cardTitles(view.container)).toEqual(ALL_TEMPLATES.slice(3, 6).map((t) => t.title));
    click(getArrow(view.container, 'Next templates'));
    expect(cardTitles(view.container)).toEqual([ALL_TEMPLATES[6]?.title]);
    expect(getArrow(view.container, 'Next templates').disabled).toBe(true);
    expect(getArrow(view.container, 'Previous templates').disabled).toBe(false);
  });
});
