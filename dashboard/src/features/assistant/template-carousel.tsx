import {
  TEMPLATES_PER_PAGE,
  type TemplateCategory,
  type WorkflowTemplate,
} from '@porchlight/domain';
import { ChoiceCard } from './choice-card.tsx';
import { PagedRow } from './paged-row.tsx';

export interface TemplateCarouselProps {
  category: TemplateCategory;
  page: number;
  onPageChange: (page: number) => void;
  selected: WorkflowTemplate | null;
  onSelect: (template: WorkflowTemplate) => void;
}

/** The chosen category's templates, three per page. */
export function TemplateCarousel(props: TemplateCarouselProps) {
  const { category, page, onPageChange, selected, onSelect } = props;
  return (
    <PagedRow
      items={category.templates}
      pageSize={TEMPLATES_PER_PAGE}
      page={page}
      onPageChange={onPageChange}
      noun="templates"
      cols={{ base: 1, sm: TEMPLATES_PER_PAGE }}
      getKey={(template) => template.type}
      renderItem={(template) => (
        <ChoiceCard
          emoji={template.emoji}
          title={template.title}
          description={template.description}
          selected={template.type === selected?.type}
          onClick={() => onSelect(template)}
        />
      )}
    />
  );
}
