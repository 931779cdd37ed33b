import { Box, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useLocation } from 'react-router-dom';

/** The shapes of the dashboard's pages, as their skeletons draw them. */
export type PageShape = 'entry' | 'form' | 'detail' | 'list';

/** The shape of the page at `pathname`: what its skeleton looks like while its code arrives. */
export function pageShape(pathname: string): PageShape {
  if (/^\/(login|signup)\/?$/.test(pathname)) return 'entry';
  if (/^\/(profile|settings|connections)(\/|$)/.test(pathname)) return 'form';
  if (/^\/(properties\/[^/]+|resident-ai|assistant)(\/|$)/.test(pathname)) {
    return pathname.startsWith('/assistant/history') ? 'list' : 'detail';
  }
  return 'list';
}

/** Names for `count` placeholders that never move (a skeleton's rows). */
const slots = (count: number) => Array.from({ length: count }, (_, i) => `slot-${i}`);

const lines = (count: number, height = 14) =>
  slots(count).map((slot, i) => (
    <Skeleton key={slot} h={height} w={`${90 - ((i * 17) % 35)}%`} radius="sm" />
  ));

function Body({ shape }: { shape: PageShape }) {
  if (shape === 'entry') {
    return (
      <Stack maw={420} mx="auto" mt="10vh" gap="md">
        <Skeleton h={32} w="60%" />
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={36} w={120} />
      </Stack>
    );
  }
  const title = <Skeleton h={34} w="45%" mb="lg" />;
  if (shape === 'form') {
    return (
      <Stack gap="md" maw={640}>
        {title}
        {slots(4).map((slot) => (
          <Stack key={slot} gap={6}>
            <Skeleton h={12} w={120} />
            <Skeleton h={36} />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (shape === 'detail') {
    return (
      <Stack gap="lg">
        {title}
        <Skeleton h={140} radius="md" />
        <Stack gap="xs">{lines(4)}</Stack>
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {title}
      <Skeleton h={36} w={260} mb="sm" />
      {slots(6).map((slot) => (
        <Skeleton key={slot} h={44} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * What a first visit shows while its page's code arrives, instead of a blank screen: a
 * skeleton in the shape of the page asked for (a table, a form, a detail page), beside
 * the shell's navigation on a signed-in page. The router renders it until the lazy routes
 * of the address have loaded; screen readers hear that Porchlight is loading.
 */
export function PageLoading() {
  const shape = pageShape(useLocation().pathname);
  return (
    <Group role="status" aria-live="polite" align="flex-start" gap={0} wrap="nowrap" mih="100vh">
      <VisuallyHidden>Loading Porchlight…</VisuallyHidden>
      {shape !== 'entry' && (
        <Stack w={260} p="md" gap="sm" visibleFrom="sm" aria-hidden="true">
          <Skeleton h={28} w="70%" mb="md" />
          {lines(7, 18)}
        </Stack>
      )}
      <Box flex={1} p="xl" miw={0} aria-hidden="true">
        <Body shape={shape} />
      </Box>
    </Group>
  );
}
