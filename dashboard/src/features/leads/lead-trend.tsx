import {
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type AnalyticsMonth, leadTrendAnalytics } from '@porchlight/client';
import { monthRange, type YearMonth } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError } from '../../ui/api-error.ts';

/** The funnel's steps, in order, each with its colour. */
const STEPS = [
  { key: 'chats', label: 'Chats started', color: 'blue.7' },
  { key: 'preScreened', label: 'Pre-screened', color: 'teal.7' },
  { key: 'viewingsBooked', label: 'Viewing booked', color: 'grape.7' },
  { key: 'viewingsHeld', label: 'Viewing held', color: 'orange.9' },
] as const satisfies readonly { key: keyof AnalyticsMonth; label: string; color: string }[];

/** CSS colours of the same steps, for the chart's SVG. */
const FILLS = [
  'var(--mantine-color-blue-7)',
  'var(--mantine-color-teal-7)',
  'var(--mantine-color-grape-7)',
  'var(--mantine-color-orange-9)',
];

/** How the month's viewings went (by the day they took place). */
const VIEWING_COUNTS = [
  { key: 'viewingsShown', label: 'Shown' },
  { key: 'noShows', label: 'No-shows' },
  { key: 'viewingsCancelled', label: 'Cancelled' },
] as const satisfies readonly { key: keyof AnalyticsMonth; label: string }[];

const monthName = (month: string, length: 'short' | 'long' = 'short') =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: length,
    year: length === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

const share = (part: number, whole: number) => (whole ? Math.round((100 * part) / whole) : 0);

function useLeadTrend({ year, month }: YearMonth) {
  const range = monthRange(year, month);
  const endDate = range?.endDate ?? '';
  const trend = useQuery({
    queryKey: keys.leadTrend(endDate),
    queryFn: ({ signal }) => okBody(leadTrendAnalytics({ query: { endDate } }, { signal })),
    enabled: range !== null,
    select: (body) => body.months,
  });
  useLoadError(trend, showApiError);
  return trend;
}

/** The chosen month's leads as a funnel: how many chats went on to each step. */
function Funnel({ month }: { month: AnalyticsMonth }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Funnel, {monthName(month.month, 'long')}
      </Title>
      {STEPS.map(({ key, label, color }) => (
        <div key={key}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={600}>
              {month[key].toLocaleString('en-US')}
              {key !== 'chats' && ` (${share(month[key], month.chats)} %)`}
            </Text>
          </Group>
          <Progress
            value={key === 'chats' ? (month.chats ? 100 : 0) : share(month[key], month.chats)}
            color={color}
            size="lg"
            aria-label={`${label}: ${month[key]}`}
          />
        </div>
      ))}
      <Group gap="lg" aria-label={`Viewings in ${monthName(month.month, 'long')}`} role="group">
        {VIEWING_COUNTS.map(({ key, label }) => (
          <Text key={key} size="sm">
            {label}: <strong>{month[key].toLocaleString('en-US')}</strong>
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

/** Twelve months of the funnel's steps as grouped bars, with the figures in a table for screen readers. */
function Trend({ months }: { months: AnalyticsMonth[] }) {
  const most = Math.max(1, ...months.map((m) => m.chats));
  const [width, height, bar] = [360, 120, 6];
  const slot = width / months.length;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Last 12 months
      </Title>
      <svg
        viewBox={`0 0 ${width} ${height + 16}`}
        width="100%"
        role="img"
        aria-label="Chats, pre-screened, viewings booked and viewings held per month"
        style={{ maxHeight: 220 }}
      >
        {months.map((m, i) =>
          STEPS.map(({ key }, j) => {
            const h = (m[key] / most) * height;
            return (
              <rect
                key={`${m.month}-${key}`}
                x={i * slot + (slot - STEPS.length * bar) / 2 + j * bar}
                y={height - h}
                width={bar - 1}
                height={h}
                fill={FILLS[j]}
              />
            );
          }),
        )}
        {months.map((m, i) => (
          <text
            key={m.month}
            x={i * slot + slot / 2}
            y={height + 12}
            textAnchor="middle"
            fontSize="10"
            fill="var(--mantine-color-gray-7)"
          >
            {monthName(m.month)[0]}
          </text>
        ))}
      </svg>
      <Group gap="md">
        {STEPS.map(({ key, label }, j) => (
          <Group key={key} gap={4}>
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" fill={FILLS[j]} />
            </svg>
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Leads per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {STEPS.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month, 'long')}</th>
                {STEPS.map(({ key }) => (
                  <td key={key}>{m[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

/**
 * The leads of the chosen month as a funnel (chats → pre-screened → viewing booked →
 * viewing held), how its viewings went, and the twelve months up to it as a chart. Drawn with Mantine and plain SVG: a chart library
 * would have doubled the page's script.
 */
export function LeadTrend({ month }: { month: YearMonth }) {
  const trend = useLeadTrend(month);
  const months = trend.data;
  const last = months?.at(-1);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Lead funnel and trend">
      {trend.isLoading || !months || !last ? (
        <Skeleton h={180} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Funnel month={last} />
          <Trend months={months} />
        </SimpleGrid>
      )}
    </Paper>
  );
}

export default LeadTrend;
