import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  url: string | null;
  onOpen: () => void;
  onDecline: () => void;
}

/** The confirmation before the partner's redirect URL opens in a new tab (spec section 4). */
export function CompletionModal({ url, onOpen, onDecline }: Props) {
  return (
    <Modal opened={url !== null} onClose={onDecline} title="Your onboarding is complete" centered>
      <Text mb="md">Continue to {url ? new URL(url).host : ''} in a new tab?</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDecline}>
          Not now
        </Button>
        <Button onClick={onOpen}>Open in a new tab</Button>
      </Group>
    </Modal>
  );
}
