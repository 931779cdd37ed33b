import { Button, Group, TextInput } from '@mantine/core';
import { notifySuccess, showApiError } from './api-error.ts';
import { copyText } from './copy-text.ts';

export interface CopyLinkFieldProps {
  label: string;
  link: string;
  /** The red toast when the clipboard refuses the link. */
  failure: string;
  /** Keeps the Copy button beside the link on narrow screens. */
  noWrap?: boolean;
}

/** A read-only link (selected on focus) with a Copy button that toasts 'Copied!'. */
export function CopyLinkField({ label, link, failure, noWrap }: CopyLinkFieldProps) {
  const copy = async () => {
    if (await copyText(link)) notifySuccess('Copied!');
    else showApiError(null, failure);
  };
  return (
    <Group align="flex-end" gap="sm" wrap={noWrap ? 'nowrap' : undefined}>
      <TextInput
        label={label}
        readOnly
        value={link}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={copy}>Copy</Button>
    </Group>
  );
}
