import { Divider, Loader, Stack, Title } from '@mantine/core';
import { AgentsTable } from '../features/agents/agents-table.tsx';
import { LazyBusyCalendars } from '../features/calendars/lazy-busy-calendars.tsx';
import { LazyCalendarFeeds } from '../features/calendars/lazy-calendar-feeds.tsx';
import { LazyPolicyEditor } from '../features/policies/lazy-policy-editor.tsx';
import { AppointmentCalendar } from '../features/profile/appointment-calendar.tsx';
import { BusinessProfileForm } from '../features/profile/business-profile-form.tsx';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { useSignedInUser } from '../features/profile/use-signed-in-user.ts';
import { PageSection } from '../ui/page-section.tsx';

/**
 * /profile: the manager's details, availability, leasing agents, their calendar
 * subscriptions and busy calendars, business and policies.
 */
export function ProfilePage() {
  const { user, setUser } = useSignedInUser();
  if (!user) return <Loader aria-label="Loading profile" />;
  return (
    <Stack gap="xl" maw={900}>
      <Title order={1}>Profile</Title>
      <ProfileForm user={user} onSaved={setUser} />
      <Divider />
      <AppointmentCalendar user={user} onSaved={setUser} />
      <Divider />
      <AgentsTable />
      <Divider />
      <LazyCalendarFeeds />
      <Divider />
      <LazyBusyCalendars />
      <Divider />
      <PageSection title="Your Business Information">
        <BusinessProfileForm user={user} onSaved={setUser} />
      </PageSection>
      <Divider />
      <PageSection title="Policies">
        <LazyPolicyEditor owner={{ type: 'user' }} />
      </PageSection>
    </Stack>
  );
}
