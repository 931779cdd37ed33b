import {
  CATEGORIES_PER_PAGE,
  TEMPLATE_CATEGORIES,
  TEMPLATES_PER_PAGE,
  type TemplateCategory,
  type TemplateInCategory,
  type WorkflowTemplate,
} from '@porchlight/domain';
import { useCallback, useState } from 'react';

export interface TemplateChoice {
  category: TemplateCategory | null;
  template: WorkflowTemplate | null;
  /** 0-based pages of the two carousels. */
  categoryPage: number;
  templatePage: number;
}

const NONE: TemplateChoice = { category: null, template: null, categoryPage: 0, templatePage: 0 };

/**
 * Which category and template are chosen, and the carousel pages. Choosing a category resets
 * the template page and clears the template (spec section 4); choosing a template (from the
 * carousel, the modal or a saved run) also turns both carousels to the pages that show it.
 */
export function useTemplateChoice() {
  const [choice, setChoice] = useState<TemplateChoice>(NONE);

  const chooseCategory = useCallback((category: TemplateCategory) => {
    setChoice((current) => ({ ...current, category, template: null, templatePage: 0 }));
  }, []);

  const chooseTemplate = useCallback(({ template, category }: TemplateInCategory) => {
    setChoice({
      category,
      template,
      categoryPage: Math.floor(TEMPLATE_CATEGORIES.indexOf(category) / CATEGORIES_PER_PAGE),
      templatePage: Math.floor(category.templates.indexOf(template) / TEMPLATES_PER_PAGE),
    });
  }, []);

  const setCategoryPage = useCallback((categoryPage: number) => {
    setChoice((current) => ({ ...current, categoryPage }));
  }, []);
  const setTemplatePage = useCallback((templatePage: number) => {
    setChoice((current) => ({ ...current, templatePage }));
  }, []);

  return { ...choice, chooseCategory, chooseTemplate, setCategoryPage, setTemplatePage };
}
