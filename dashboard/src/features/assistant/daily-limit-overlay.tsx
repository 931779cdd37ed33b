import { Box, Overlay, Paper, Text, Title } from '@mantine/core';
import { DAILY_LIMIT_MESSAGE, DAILY_LIMIT_TITLE } from '@porchlight/domain';

/** Covers the blocked form once today's requests are used (spec section 8). */
export function DailyLimitOverlay() {
  return (
    <Overlay color="#fff" backgroundOpacity={0.75} blur={2} radius="md" zIndex={5}>
      {/* Sticky near the top, so the message stays in view along a long form. */}
      <Box p="md" pt="xl" style={{ position: 'sticky', top: 72, display: 'flex' }}>
        <Paper
          withBorder
          shadow="md"
          p="lg"
          maw={420}
          mx="auto"
          role="alert"
          aria-labelledby="daily-limit"
        >
          <Title order={3} id="daily-limit" mb="xs">
            {DAILY_LIMIT_TITLE}
          </Title>
          <Text>{DAILY_LIMIT_MESSAGE}</Text>
        </Paper>
      </Box>
    </Overlay>
  );
}
