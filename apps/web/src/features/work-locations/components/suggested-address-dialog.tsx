import { Button, Group, SimpleGrid, Stack, Text, Modal } from '@mantine/core';
import type { AddressView } from '@app/domain';
import { AddressBlock } from '../../../components/reference/detail-parts';

interface Props {
  typed: AddressView;
  suggested: AddressView;
  pending: boolean;
  onUseSuggested: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}

/**
 * Spec section 8's suggested address: the server proposes a corrected form of the address the
 * user typed; the user takes it, or confirms their own.
 */
export function SuggestedAddressDialog({ typed, suggested, pending, onUseSuggested, onKeepMine, onClose }: Props) {
  return (
    <Modal opened onClose={() => !pending && onClose()} title="Please confirm the suggested address" centered size="lg">
      <Stack>
        <Text>We found a standard form of this address. Which one should we keep?</Text>
        <SimpleGrid cols={2}>
          <div aria-label="You entered" role="group">
            <Text fw={600} mb={4}>
              You entered
            </Text>
            <AddressBlock address={typed} />
          </div>
          <div aria-label="Suggested" role="group">
            <Text fw={600} mb={4}>
              Suggested
            </Text>
            <AddressBlock address={suggested} />
          </div>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepMine} disabled={pending}>
            Keep mine
          </Button>
          <Button onClick={onUseSuggested} loading={pending}>
            Use suggested address
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
