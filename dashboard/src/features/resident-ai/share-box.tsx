import { Paper, Text, Title } from '@mantine/core';
import { CopyLinkField } from '../../ui/copy-link-field.tsx';

export interface ShareBoxProps {
  link: string;
}

/** The share box: the residents' link, read-only, with Copy ('Copied!'). */
export function ShareBox({ link }: ShareBoxProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-title">
      <Title order={2} size="h4" id="share-title">
        Share with residents
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Residents open this link and sign in with their e-mail to chat with Resident AI.
      </Text>
      <CopyLinkField
        label="Resident link"
        link={link}
        failure="Failed to copy to clipboard"
        noWrap
      />
    </Paper>
  );
}
