import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { LazyPolicyEditor } from '../features/policies/lazy-policy-editor.tsx';
import { BusinessProfileForm } from '../features/profile/business-profile-form.tsx';
import { useSignedInUser } from '../features/profile/use-signed-in-user.ts';
import { PageSection } from '../ui/page-section.tsx';

/** /profile/business: the business information and the business-wide policies. */
export function BusinessProfilePage() {
  const { user, setUser } = useSignedInUser();
  if (!user) return <Loader aria-label="Loading business profile" />;
  return (
    <Stack gap="xl" maw={900}>
      <Title order={1}>Business Profile</Title>
      <PageSection title="Your Business Information">
        <BusinessProfileForm user={user} onSaved={setUser} />
      </PageSection>
      <Divider />
      <PageSection title="Business Policies">
        <Text c="dimmed" size="sm">
          These apply to every property and unit that does not set its own.
        </Text>
        <LazyPolicyEditor owner={{ type: 'user' }} />
      </PageSection>
    </Stack>
  );
}
