import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { notifySuccess, showApiError } from './api-error.ts';
import { copyText } from './copy-text.ts';

export interface CopyLinkFieldProps {
  label: string;
  link: string;
  /** The red toast when the clipboard refuses the link. */
  failure: string;
  /** Keeps the Copy button beside the link on narrow screens. */
  noWrap?: boolean;
  /** A line under the label, read with the field (a secret shown once says so here). */
  description?: ReactNode;
  /** The Copy button's accessible name when a page shows several ('Copy the address for …'). */
  copyLabel?: string;
  /** The field itself, for a caller that moves the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A read-only link (selected on focus) with a Copy button that toasts 'Copied!'. */
export function CopyLinkField({
  label,
  link,
  failure,
  noWrap,
  description,
  copyLabel,
  inputRef,
}: CopyLinkFieldProps) {
  const copy = async () => {
    if (await copyText(link)) notifySuccess('Copied!');
    else showApiError(null, failure);
  };
  return (
    <Group align="flex-end" gap="sm" wrap={noWrap ? 'nowrap' : undefined}>
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        readOnly
        value={link}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={copy} aria-label={copyLabel}>
        Copy
      </Button>
    </Group>
  );
}
