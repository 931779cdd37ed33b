import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifySuccess, showApiError } from '../../shell/api-error.ts';
import { copyText } from '../../shell/copy-text.ts';

export interface ShareBoxProps {
  link: string;
}

/** The share box: the residents' link, read-only, with Copy ('Copied!'). */
export function ShareBox({ link }: ShareBoxProps) {
  const copy = async () => {
    if (await copyText(link)) notifySuccess('Copied!');
    else showApiError(null, 'Failed to copy to clipboard');
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-title">
      <Title order={2} size="h4" id="share-title">
        Share with residents
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Residents open this link and sign in with their e-mail to chat with Resident AI.
      </Text>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Resident link"
          readOnly
          value={link}
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={copy}>Copy</Button>
      </Group>
    </Paper>
  );
}
