import { Anchor, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoadError } from '../../queries/query.ts';
import { showApiError } from '../../ui/api-error.ts';
import { propertiesQuery, unitsQuery } from '../properties/properties-query.ts';
import { ResidentChatFrame } from './resident-chat-frame.tsx';
import { residentAiPath, residentShareLink } from './resident-links.ts';
import { ResidentPickers } from './resident-pickers.tsx';
import { ShareBox } from './share-box.tsx';

/**
 * Resident AI, manager view (the prospect and resident specification): the property and unit
 * selects (each choice navigates with propertyId and unitId), the chat panel and the share
 * box. Without a property in the address it goes to the first property. The chat comes first
 * and fills the window down to its bottom, as the residents' own chat does, so its message
 * box is in view as the page opens; the sidebar is the way elsewhere (no Back button, which
 * went back to wherever the browser had been).
 */
export function ResidentAiManager() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const propertyId = params.get('propertyId') || null;
  const unitId = params.get('unitId') || null;

  const properties = useQuery(propertiesQuery);
  const units = useQuery({ ...unitsQuery(propertyId ?? ''), enabled: Boolean(propertyId) });
  useLoadError(properties, showApiError);
  useLoadError(units, showApiError);

  const first = properties.data?.[0];
  if (!propertyId && first) return <Navigate to={residentAiPath(first.id)} replace />;

  return (
    <Stack gap="md">
      <Title order={1}>Resident AI</Title>
      {properties.isLoading ? (
        <Loader aria-label="Loading properties" />
      ) : (properties.data ?? []).length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text>
            Resident AI answers your residents about their property.{' '}
            <Anchor c="blue.8" component={Link} to="/properties">
              Add a property
            </Anchor>{' '}
            to get started.
          </Text>
        </Paper>
      ) : (
        <>
          <ResidentPickers
            properties={properties.data ?? []}
            propertyId={propertyId}
            units={units.data}
            unitId={unitId}
            onProperty={(id) => navigate(residentAiPath(id))}
            onUnit={(id) => propertyId && navigate(residentAiPath(propertyId, id))}
          />
          {propertyId && (
            <Group align="flex-start" gap="lg" wrap="wrap">
              <Box style={{ flex: '0 1 502px' }} miw={0} w="100%">
                <ResidentChatFrame propertyId={propertyId} unitId={unitId} />
              </Box>
              <Box style={{ flex: '1 1 300px' }} maw={560}>
                <ShareBox link={residentShareLink(window.location.origin, propertyId, unitId)} />
              </Box>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
