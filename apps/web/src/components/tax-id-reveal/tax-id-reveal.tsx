import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ENUM_LABELS, type MaskedTaxId } from '@app/domain';
import { toApiError } from '../../lib/api/errors';
import { VERIFICATION_SUCCESS_EVENT, type TwoFactorRequest } from '../../lib/api/two-factor-bridge';
import { toastError } from '../../lib/notify';
import { revealTaxId } from './reveal-tax-id';

/** How long a revealed number stays on screen before it is masked again. */
export const REVEAL_VISIBLE_MS = 30_000;

interface Props {
  taxId: MaskedTaxId | null;
  /** The reveal endpoint under /v2, e.g. `/contractors/:id/tax_id/reveal`; the API decides again. */
  revealPath: string;
  canReveal: boolean;
}

const TYPE_LABELS: Record<MaskedTaxId['type'], string> = ENUM_LABELS.taxIdType;

/**
 * A masked tax id with a Reveal button for those allowed. The first call usually answers 424: the
 * api client opens the two-factor modal, whose replay fires 'verification-success' with the
 * answer. The number shows for 30 s, then only the mask again.
 */
export function TaxIdReveal({ taxId, revealPath, canReveal }: Props) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (revealed === null) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [revealed]);

  const show = useCallback((result: unknown) => {
    const value = (result as { tax_id?: unknown } | null)?.tax_id;
    if (typeof value === 'string') setRevealed(value);
  }, []);

  useEffect(() => {
    const onVerified = (e: Event) => {
      const detail = (e as CustomEvent<{ request: TwoFactorRequest; result: unknown }>).detail;
      if (detail?.request.requestUrl === revealPath) show(detail.result);
    };
    window.addEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
    return () => window.removeEventListener(VERIFICATION_SUCCESS_EVENT, onVerified);
  }, [revealPath, show]);

  if (!taxId) return <Text c="dimmed">None on file</Text>;

  const reveal = async () => {
    setPending(true);
    try {
      show(await revealTaxId(revealPath));
    } catch (err) {
      // A 424 belongs to the two-factor modal (silent); anything else is said in a toast.
      if (!toApiError(err).silent) toastError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Text ff="monospace" aria-live="polite" aria-label={`${TYPE_LABELS[taxId.type]} ${revealed ?? taxId.masked}`}>
        {TYPE_LABELS[taxId.type]} {revealed ?? taxId.masked}
      </Text>
      {canReveal &&
        (revealed === null ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            loading={pending}
            onClick={() => void reveal()}
          >
            Reveal
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            onClick={() => setRevealed(null)}
          >
            Hide
          </Button>
        ))}
    </Group>
  );
}
