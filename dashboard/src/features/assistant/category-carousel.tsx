import {
  CATEGORIES_PER_PAGE,
  TEMPLATE_CATEGORIES,
  type TemplateCategory,
} from '@porchlight/domain';
import { ChoiceCard } from './choice-card.tsx';
import { PagedRow } from './paged-row.tsx';

export interface CategoryCarouselProps {
  page: number;
  onPageChange: (page: number) => void;
  selected: TemplateCategory | null;
  onSelect: (category: TemplateCategory) => void;
}

/** The six categories, five per page. */
export function CategoryCarousel({
  page,
  onPageChange,
  selected,
  onSelect,
}: CategoryCarouselProps) {
  return (
    <PagedRow
      items={TEMPLATE_CATEGORIES}
      pageSize={CATEGORIES_PER_PAGE}
      page={page}
      onPageChange={onPageChange}
      noun="categories"
      cols={{ base: 1, xs: 2, md: CATEGORIES_PER_PAGE }}
      getKey={(category) => category.id}
      renderItem={(category) => (
        <ChoiceCard
          emoji={category.icon}
          title={category.title}
          description={category.description}
          selected={category.id === selected?.id}
          onClick={() => onSelect(category)}
        />
      )}
    />
  );
}
