import { Anchor, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifySuccess, showApiError } from '../../shell/api-error.ts';
import { copyText } from '../../shell/copy-text.ts';
import { chatLink } from './chat-link.ts';

export interface ChatLinkCardProps {
  propertyId: string;
  unitId: string;
}

/** The unit's copyable chat link ('Copied!') and 'Try the chat link' in a new tab. */
export function ChatLinkCard({ propertyId, unitId }: ChatLinkCardProps) {
  const link = chatLink(window.location.origin, propertyId, unitId);
  const copy = async () => {
    if (await copyText(link)) notifySuccess('Copied!');
    else showApiError(null, 'Could not copy the link. Select it and copy it by hand.');
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="chat-link-title">
      <Title order={2} size="h4" id="chat-link-title">
        Chat for online listings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Put this link in your online listings: prospects chat with your AI leasing agent.
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Chat link"
          readOnly
          value={link}
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={copy}>Copy</Button>
      </Group>
      <Anchor href={link} target="_blank" rel="noopener" mt="sm" display="inline-block">
        Try the chat link
      </Anchor>
    </Paper>
  );
}
