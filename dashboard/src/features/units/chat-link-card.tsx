import { Anchor, Paper, Text, Title } from '@mantine/core';
import { CopyLinkField } from '../../ui/copy-link-field.tsx';
import { chatLink } from './chat-link.ts';

export interface ChatLinkCardProps {
  propertyId: string;
  unitId: string;
}

/** The unit's copyable chat link ('Copied!') and 'Try the chat link' in a new tab. */
export function ChatLinkCard({ propertyId, unitId }: ChatLinkCardProps) {
  const link = chatLink(window.location.origin, propertyId, unitId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="chat-link-title">
      <Title order={2} size="h4" id="chat-link-title">
        Chat for online listings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Put this link in your online listings: prospects chat with your AI leasing agent.
      </Text>
      <CopyLinkField
        label="Chat link"
        link={link}
        failure="Could not copy the link. Select it and copy it by hand."
      />
      <Anchor href={link} target="_blank" rel="noopener" mt="sm" display="inline-block">
        Try the chat link
      </Anchor>
    </Paper>
  );
}
