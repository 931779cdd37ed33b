import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '@porchlight/client';
import { CopyField } from './copy-field.tsx';
import { forwardingAddress, type ListingSource } from './forwarding.ts';

export interface ConnectionCardsProps {
  user: User;
}

const SOURCES: {
  source: ListingSource;
  title: string;
  text: string;
  help: string;
}[] = [
  {
    source: 'zillow',
    title: 'Connect to Zillow',
    text: 'Forward your Zillow Rental Manager leads to this address and Athena answers them.',
    help: 'https://www.zillow.com/rental-manager/help/',
  },
  {
    source: 'buildium',
    title: 'Connect to Buildium',
    text: 'Forward your Buildium listing inquiries to this address and Athena answers them.',
    help: 'https://www.buildium.com/support/',
  },
];

/** The Zillow and Buildium cards, each with the manager's own forwarding address. */
export function ConnectionCards({ user }: ConnectionCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {SOURCES.map(({ source, title, text, help }) => (
        <Card key={source} withBorder padding="lg" component="section" aria-label={title}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm">{text}</Text>
            <CopyField
              label={`${title.replace('Connect to ', '')} forwarding address`}
              value={forwardingAddress(source, user.listingEmailId, user.mailDomain)}
            />
            <Anchor href={help} target="_blank" rel="noreferrer" size="sm">
              How to set up forwarding
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
