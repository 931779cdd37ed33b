import { Box, Button, Fieldset, Group, Stack, Title } from '@mantine/core';
import {
  ADVANCED_OPTIONS_LABEL,
  CREATE_LABEL,
  FORM_HEADING,
  type FormValues,
  type WorkflowTemplate,
} from '@porchlight/domain';
import { useId, useState } from 'react';
import { ACTION_COLOR } from './colors.ts';
import { DailyLimitOverlay } from './daily-limit-overlay.tsx';
import type { FormErrors } from './form-errors.ts';
import { TemplateFieldControl } from './template-field.tsx';

export interface TemplateFormProps {
  template: WorkflowTemplate;
  values: FormValues;
  errors: FormErrors;
  onChange: (id: string, value: string | boolean) => void;
  onSubmit: () => void;
  /** A run is being written: Create shows a spinner. */
  busy: boolean;
  /** The daily limit is reached: the form is disabled under the overlay. */
  blocked: boolean;
}

/** The chosen template's form: its fields, the advanced options and Create. */
export function TemplateForm(props: TemplateFormProps) {
  const { template, values, errors, onChange, onSubmit, busy, blocked } = props;
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  const fields = (list: WorkflowTemplate['fields']) =>
    list.map((field) => (
      <TemplateFieldControl
        key={field.id}
        field={field}
        value={values[field.id]}
        error={errors[field.id]}
        onChange={onChange}
      />
    ));

  return (
    <Box pos="relative">
      {blocked && <DailyLimitOverlay />}
      <form
        noValidate
        aria-label={`${template.title} form`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked && !busy) onSubmit();
        }}
      >
        <Fieldset variant="unstyled" disabled={blocked}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {FORM_HEADING}
            </Title>
            {fields(template.fields)}
            <div>
              <Button
                variant="subtle"
                color={ACTION_COLOR}
                c="blue.9"
                px={0}
                aria-expanded={advanced}
                aria-controls={advancedId}
                leftSection={<span aria-hidden="true">{advanced ? '▾' : '▸'}</span>}
                onClick={() => setAdvanced((open) => !open)}
              >
                {ADVANCED_OPTIONS_LABEL}
              </Button>
            </div>
            <Stack gap="sm" id={advancedId} hidden={!advanced}>
              {advanced && fields(template.advancedFields)}
            </Stack>
            <Group>
              <Button type="submit" color={ACTION_COLOR} loading={busy} disabled={blocked}>
                {CREATE_LABEL}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Box>
  );
}
