import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  createPropertyFact,
  deletePropertyFact,
  listPropertyFacts,
  type PropertyFact,
  updatePropertyFact,
} from '@porchlight/client';
import { ASSISTANT_NAME } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { keys } from '../../queries/keys.ts';
import { okBody, queryClient } from '../../queries/query.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';

interface Draft {
  question: string;
  answer: string;
}

function FactForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.question.trim()) found.question = 'Write the question a prospect asks.';
    if (!draft.answer.trim()) found.answer = 'Write the answer.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSubmit({ question: draft.question.trim(), answer: draft.answer.trim() });
    setSaving(false);
    if (saved && !onCancel) setDraft({ question: '', answer: '' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label="Question"
          placeholder="Is there a bike room?"
          maxLength={500}
          value={draft.question}
          error={errors.question}
          onChange={(event) => setDraft({ ...draft, question: event.currentTarget.value })}
        />
        <Textarea
          label="Answer"
          autosize
          minRows={2}
          maxLength={4000}
          value={draft.answer}
          error={errors.answer}
          onChange={(event) => setDraft({ ...draft, answer: event.currentTarget.value })}
        />
        <FormFooter submitLabel={submitLabel} loading={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/**
 * What the manager taught Athena about this property: the answers given under Needs
 * attention with "Athena may use this", and any added here. Editable, like its other facts.
 */
export function FactsSection({ propertyId }: { propertyId: string }) {
  const [editing, setEditing] = useState<string | null>(null);
  const facts = useQuery({
    queryKey: keys.facts(propertyId),
    queryFn: ({ signal }) => okBody(listPropertyFacts({ params: { id: propertyId } }, { signal })),
  });
  const list = facts.data ?? [];
  const replace = (next: PropertyFact[]) => queryClient.setQueryData(keys.facts(propertyId), next);

  const add = async (draft: Draft) => {
    const result = await createPropertyFact({ params: { id: propertyId }, body: draft });
    if (result.status !== 201) {
      showApiError(result);
      return false;
    }
    replace([...list, result.body]);
    notifySuccess(`${ASSISTANT_NAME} knows it now`);
    return true;
  };
  const update = async (id: string, draft: Draft) => {
    const result = await updatePropertyFact({ params: { id }, body: draft });
    if (result.status !== 200) {
      showApiError(result);
      return false;
    }
    replace(list.map((fact) => (fact.id === id ? result.body : fact)));
    setEditing(null);
    return true;
  };
  const remove = async (id: string) => {
    const result = await deletePropertyFact({ params: { id } });
    if (result.status !== 200) showApiError(result);
    else replace(list.filter((fact) => fact.id !== id));
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="facts-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="facts-title">
            What {ASSISTANT_NAME} has learned
          </Title>
          <Text size="sm" c="gray.7">
            Answers you gave to prospects' questions. {ASSISTANT_NAME} uses them from now on.
          </Text>
        </div>
        {list.length === 0 && !facts.isLoading && (
          <Text size="sm" c="gray.7">
            Nothing yet. When {ASSISTANT_NAME} cannot answer a question, it waits for you under
            Needs attention; answer it once and she knows it.
          </Text>
        )}
        {list.map((fact) =>
          editing === fact.id ? (
            <FactForm
              key={fact.id}
              initial={{ question: fact.question, answer: fact.answer }}
              submitLabel="Save"
              onSubmit={(draft) => update(fact.id, draft)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Paper key={fact.id} withBorder p="sm" radius="sm">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {fact.question}
                {fact.unitId ? ' (one unit)' : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {fact.answer}
              </Text>
              <Group gap="xs" mt="xs">
                <Button size="compact-xs" variant="default" onClick={() => setEditing(fact.id)}>
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove(fact.id)}
                  aria-label={`Forget: ${fact.question}`}
                >
                  Forget
                </Button>
              </Group>
            </Paper>
          ),
        )}
        <FactForm initial={{ question: '', answer: '' }} submitLabel="Add" onSubmit={add} />
      </Stack>
    </Paper>
  );
}
