import { Button, Group, getDefaultZIndex, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useUi } from '../session/store.ts';
import { SUBSCRIPTION_REQUIRED } from './api-error.ts';

/** The 402 modal (spec section 8), opened by showApiError or openSubscriptionRequired. */
export function SubscriptionRequiredModal() {
  const opened = useUi((state) => state.subscriptionRequired);
  const setOpened = useUi((state) => state.setSubscriptionRequired);
  const navigate = useNavigate();
  const close = () => setOpened(false);
  return (
    // No corner ×: the spec's own 'Close' button closes it (and Escape), and two buttons
    // named Close would be one too many. It opens over the dialog whose save answered 402
    // (Add New Unit), so it sits above that dialog and its overlay dims it.
    <Modal
      opened={opened}
      onClose={close}
      title={SUBSCRIPTION_REQUIRED.title}
      withCloseButton={false}
      zIndex={getDefaultZIndex('modal') + 10}
      centered
    >
      <Text>{SUBSCRIPTION_REQUIRED.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {SUBSCRIPTION_REQUIRED.close}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate('/settings');
          }}
        >
          {SUBSCRIPTION_REQUIRED.update}
        </Button>
      </Group>
    </Modal>
  );
}
