import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { WorkflowRun } from '@porchlight/client';
import {
  defaultFormValues,
  type FormValues,
  findTemplate,
  RESULT_SCROLL_DELAY_AFTER_POLL_MS,
  RESULT_SCROLL_DELAY_MS,
  type TemplateCategory,
  type TemplateInCategory,
  toFormValues,
  toRunVariables,
  VIEW_ALL_TEMPLATES_LABEL,
} from '@porchlight/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CategoryCarousel } from './category-carousel.tsx';
import { ACTION_COLOR, MUTED_TEXT } from './colors.ts';
import { type FormErrors, validateForm } from './form-errors.ts';
import { ResultSection } from './result-section.tsx';
import { scrollIntoViewLater } from './scroll.ts';
import { TemplateCarousel } from './template-carousel.tsx';
import { fieldDomId } from './template-field.tsx';
import { TemplateForm } from './template-form.tsx';
import { TemplateIcon } from './template-icon.tsx';
import { useDailyLimit } from './use-daily-limit.ts';
import { useRun } from './use-run.ts';
import { useSavedRun } from './use-saved-run.ts';
import { useTemplateChoice } from './use-template-choice.ts';

// Fetched when first opened: the dialog (and Mantine's Modal) is not part of the page's first load.
const AllTemplatesModal = lazy(() =>
  import('./all-templates-modal.tsx').then((module) => ({ default: module.AllTemplatesModal })),
);

export interface AssistantWorkspaceProps {
  /** /assistant/{id}: the saved run to reopen. */
  runId?: string;
}

/** The writing assistant: pick a category and a template, fill the form, read the result. */
export function AssistantWorkspace({ runId }: AssistantWorkspaceProps) {
  const choice = useTemplateChoice();
  const { template, category } = choice;
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [modalOpen, setModalOpen] = useState(false);
  const run = useRun();
  const limit = useDailyLimit();
  const formRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLElement>(null);

  const selectTemplate = (selected: TemplateInCategory, saved?: FormValues) => {
    // Choosing the template already open keeps what was typed into it.
    if (!saved && selected.template.type === template?.type) return;
    // A different template clears the result, stops loading and resets the selects.
    choice.chooseTemplate(selected);
    setValues(saved ?? defaultFormValues(selected.template));
    setErrors({});
    run.clear();
  };

  const selectCategory = (selected: TemplateCategory) => {
    choice.chooseCategory(selected);
    run.clear();
  };

  const saved = useSavedRun(runId, (savedRun: WorkflowRun) => {
    const found = findTemplate(savedRun.type);
    if (found) selectTemplate(found, toFormValues(found.template, savedRun.variables));
    run.follow(savedRun);
  });

  const changeValue = useCallback((id: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = async () => {
    if (!template || limit.reached) return;
    const found = validateForm(template, values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(fieldDomId(firstInvalid))?.focus();
      return;
    }
    const outcome = await run.start(template.type, toRunVariables(template, values));
    if (outcome === 'started') limit.record();
    if (outcome === 'limit') limit.markReached();
  };

  // The page scrolls to the form when a template is chosen...
  useEffect(() => {
    if (template) return scrollIntoViewLater(formRef, RESULT_SCROLL_DELAY_MS);
  }, [template]);
  // ...and to the result: at once while it is written, a little later once it has arrived.
  useEffect(() => {
    if (run.state.status === 'loading')
      return scrollIntoViewLater(resultRef, RESULT_SCROLL_DELAY_MS);
    if (run.state.status !== 'idle') {
      return scrollIntoViewLater(resultRef, RESULT_SCROLL_DELAY_AFTER_POLL_MS);
    }
  }, [run.state.status]);

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="center">
        <Title order={1}>AI Assistant</Title>
        <Group gap="sm">
          <Button component={Link} to="/assistant/history" variant="default">
            History
          </Button>
          <Button color={ACTION_COLOR} onClick={() => setModalOpen(true)}>
            {VIEW_ALL_TEMPLATES_LABEL}
          </Button>
        </Group>
      </Group>
      <Text c={MUTED_TEXT}>
        Choose a template, fill in what you know, and the assistant writes the message for you.
      </Text>
      {saved.loading && <Loader size="sm" aria-label="Loading the saved document" />}
      {saved.error && (
        <Alert color="orange" role="alert">
          {saved.error}
        </Alert>
      )}

      <Stack gap="xs" component="section" aria-labelledby="assistant-categories">
        <Title order={2} size="h4" id="assistant-categories">
          Categories
        </Title>
        <CategoryCarousel
          page={choice.categoryPage}
          onPageChange={choice.setCategoryPage}
          selected={category}
          onSelect={selectCategory}
        />
      </Stack>

      {category ? (
        <Stack gap="xs" component="section" aria-labelledby="assistant-templates">
          <Title order={2} size="h4" id="assistant-templates">
            {category.title} templates
          </Title>
          <TemplateCarousel
            category={category}
            page={choice.templatePage}
            onPageChange={choice.setTemplatePage}
            selected={template}
            onSelect={(chosen) => selectTemplate({ template: chosen, category })}
          />
        </Stack>
      ) : (
        <Text c={MUTED_TEXT}>Choose a category to see its templates.</Text>
      )}

      {template && (
        <Paper ref={formRef} withBorder p="lg" radius="md" style={{ scrollMarginTop: 72 }}>
          <Stack gap="md">
            <div>
              <Title order={2} size="h3">
                <TemplateIcon emoji={template.emoji} size={18} /> {template.title}
              </Title>
              <Text c={MUTED_TEXT} size="sm">
                {template.description}
              </Text>
            </div>
            <TemplateForm
              key={template.type}
              template={template}
              values={values}
              errors={errors}
              onChange={changeValue}
              onSubmit={() => void submit()}
              busy={run.state.status === 'loading'}
              blocked={limit.reached}
            />
          </Stack>
        </Paper>
      )}

      <ResultSection
        ref={resultRef}
        state={run.state}
        blocked={limit.reached}
        onTryAgain={template ? () => void submit() : undefined}
      />

      <Suspense fallback={null}>
        {modalOpen && (
          <AllTemplatesModal
            opened
            onClose={() => setModalOpen(false)}
            onSelect={(selected) => selectTemplate(selected)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
