import { Modal } from '@mantine/core';
import type { CurrentUser } from '@app/domain';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../../lib/api/two-factor-bridge';
import { requestCode } from '../../../lib/api/request-code';
import { useReplayWithCode } from '../api/replay-request';
import { CodeForm } from '../../../components/two-factor/code-form';
import { codePrompt } from '../../../components/two-factor/code-validation';

interface Props {
  request: TwoFactorRequest;
  user: CurrentUser | null;
  onClose: () => void;
}

const detailOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'detail' in data ? (data as { detail: unknown }).detail : undefined;

/** Opened by the api client on HTTP 424: replays the blocked request with the e-mailed code. */
export function TwoFactorModal({ request, user, onClose }: Props) {
  const replay = useReplayWithCode(request);
  const busy = replay.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Verification required"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      centered
    >
      <CodeForm
        prompt={codePrompt(detailOf(request.responseData))}
        loading={busy}
        onSubmit={async (code) => {
          const result = await replay.mutateAsync(code);
          onClose();
          window.dispatchEvent(new CustomEvent(VERIFICATION_SUCCESS_EVENT, { detail: { request, result } }));
        }}
        onResend={() => requestCode({ email: user?.email ?? '' })}
      />
    </Modal>
  );
}
