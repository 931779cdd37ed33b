import { Paper, Title } from '@mantine/core';
import { residentEmbedSrc } from './resident-links.ts';

export interface ResidentChatFrameProps {
  propertyId: string;
  unitId: string | null;
}

/**
 * The chat panel: the widget's /embed page in an iframe, as any customer embeds it. The
 * dashboard never draws a chat of its own (docs/architecture.md, import rules).
 */
export function ResidentChatFrame({ propertyId, unitId }: ResidentChatFrameProps) {
  const src = residentEmbedSrc(window.location.origin, propertyId, unitId);
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="resident-chat-title" p="md">
      <Title order={2} size="h4" id="resident-chat-title" mb="sm">
        Chat preview
      </Title>
      <iframe
        key={src}
        title="Resident AI chat"
        src={src}
        style={{ width: '100%', maxWidth: 500, height: 640, border: 0, display: 'block' }}
      />
    </Paper>
  );
}
