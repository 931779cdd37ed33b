import { Button, Group, Modal, Text } from '@mantine/core';
import { listProperties } from '@porchlight/client';
import { shouldShowWelcomeDialog } from '@porchlight/domain';
import { useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../session/storage.ts';
import { useSession } from '../../session/store.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { loadSetup, recordSetup } from '../setup/setup-api.ts';
import { BusinessProfileForm } from './business-profile-form.tsx';
import { SubscribeCallout } from './subscribe-callout.tsx';

/** Browser-kept count of how often the welcome dialog was shown (spec section 3). */
export const ICP_FORM_COUNT_KEY = 'icpFormCount';

export interface OnboardingDialogProps {
  /**
   * Called instead of showing the built-in callout when the dialog is closed or saved and
   * the manager has no property yet (for a shell that draws the callout itself).
   */
  onSubscribeCallout?: () => void;
}

/**
 * 'Welcome to the product!': the business profile questions for a verified manager, asked
 * once per account: saving, skipping or closing it is recorded on the server, so another
 * browser does not ask again (and at most twice per browser, icpFormCount, should the
 * server not be reached). Every question is optional. Closing or saving it, when the
 * manager has no properties, shows the 'Subscribe to the product' callout.
 */
export function OnboardingDialog({ onSubscribeCallout }: OnboardingDialogProps) {
  const user = useCurrentUser();
  const setUser = useSession((state) => state.setUser);
  const [opened, setOpened] = useState(false);
  const [callout, setCallout] = useState(false);
  // Decided once per mount, so re-renders (and StrictMode's second effect) count one showing.
  const decided = useRef(false);

  useEffect(() => {
    if (!user || decided.current) return;
    decided.current = true;
    const count = Number.parseInt(readStored(ICP_FORM_COUNT_KEY) ?? '0', 10) || 0;
    if (!shouldShowWelcomeDialog(user.status, count)) return;
    void loadSetup().then((setup) => {
      // Nothing is shown (or counted) once the session has ended meanwhile (a 401 elsewhere).
      if (setup?.onboardingAnswered || !useSession.getState().token) return;
      writeStored(ICP_FORM_COUNT_KEY, String(count + 1));
      setOpened(true);
    });
  }, [user]);

  const finish = async () => {
    setOpened(false);
    // Answered or skipped, it is not asked again on this account.
    void recordSetup({ onboardingAnswered: true });
    const result = await listProperties();
    if (result.status !== 200 || result.body.length > 0) return;
    if (onSubscribeCallout) onSubscribeCallout();
    else setCallout(true);
  };

  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened && user !== null}
        onClose={() => void finish()}
        title="Welcome to the product!"
        size="lg"
      >
        <Text mb={4}>Help us understand more about your business:</Text>
        <Group justify="space-between" align="center" mb="md" gap="xs">
          <Text size="sm" c="dimmed">
            Every question is optional: answer what you like, or skip. You can change your answers
            later in Profile.
          </Text>
          <Button variant="subtle" size="xs" onClick={() => void finish()}>
            Skip
          </Button>
        </Group>
        {user && (
          <BusinessProfileForm
            user={user}
            onSaved={(saved) => {
              setUser(saved);
              void finish();
            }}
          />
        )}
      </Modal>
      <SubscribeCallout opened={callout} onClose={() => setCallout(false)} />
    </>
  );
}
