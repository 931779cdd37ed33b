import { Checkbox, Stack, Textarea } from '@mantine/core';
import { type AttentionItem, answerAttention } from '@porchlight/client';
import { ASSISTANT_NAME } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';

export interface AnswerFormProps {
  item: AttentionItem;
  onAnswered: (item: AttentionItem) => void;
  onCancel: () => void;
}

/**
 * The manager answers a question once: it goes to the prospect's chat, and (ticked by
 * default) becomes something Athena knows about the property from now on.
 */
export function AnswerForm({ item, onAnswered, onCancel }: AnswerFormProps) {
  const [answer, setAnswer] = useState('');
  const [remember, setRemember] = useState(true);
  const [unitOnly, setUnitOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const who = item.lead?.name ?? item.lead?.email ?? 'the prospect';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError('Write the answer first.');
      return;
    }
    setSaving(true);
    const result = await answerAttention({
      params: { id: item.id },
      body: { answer: answer.trim(), remember, ...(remember && unitOnly ? { unitOnly } : {}) },
    });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess(
        remember ? `Sent to ${who}, and ${ASSISTANT_NAME} knows it now` : `Sent to ${who}`,
      );
      onAnswered(result.body);
    } else showApiError(result);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Your answer"
          description={`${who} gets it in their chat under your name (and by e-mail if they have left).`}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={4000}
          value={answer}
          error={error}
          data-autofocus
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Checkbox
          label={`${ASSISTANT_NAME} may use this from now on`}
          description="She answers the next prospect who asks the same. You can edit it with the property's facts."
          checked={remember}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        {remember && item.unit && (
          <Checkbox
            label={`Only for ${item.unit.label}`}
            checked={unitOnly}
            onChange={(event) => setUnitOnly(event.currentTarget.checked)}
          />
        )}
        <FormFooter submitLabel="Send answer" loading={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
