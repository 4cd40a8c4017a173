import { Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AgreementDetail } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { toast, toastError } from '../../../lib/notify';
import { useAgreementAction } from '../api/agreement-actions';
import { downloadSignedPdf } from '../api/download-pdf';

const AGREE_LABEL = 'I have read this agreement and I sign it electronically';

/**
 * The worker's signature: the agreement above is the document signed; the box and the button send back
 * the SHA-256 of exactly that text, so a document changed since it loaded is refused, never signed.
 */
export function SignPanel({ agreement: a }: { agreement: AgreementDetail }) {
  const { sign } = useAgreementAction(a.id);
  const [agree, setAgree] = useState(false);
  const run = async () => {
    try {
      await sign.mutateAsync({ document_hash: a.document_hash, agree: true });
      toast.success('Agreement signed');
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Paper withBorder p="lg" component="section" aria-label="Sign the agreement">
      <Stack gap="sm">
        <Text>
          Read the agreement above. Signing records your name, the time, your IP address and browser, and a fingerprint
          (SHA-256) of this exact text.
        </Text>
        <Checkbox label={AGREE_LABEL} checked={agree} onChange={(e) => setAgree(e.currentTarget.checked)} />
        <Group>
          <Button disabled={!agree} loading={sign.isPending} onClick={() => void run()}>
            Sign
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Send, Countersign, Void (asked first, with the reason) and the signed PDF, as the API allows the caller. */
export function AgreementActions({ agreement: a }: { agreement: AgreementDetail }) {
  const actions = useAgreementAction(a.id);
  const [reason, setReason] = useState('');
  const may = (x: AgreementDetail['actions'][number]) => a.actions.includes(x);
  return (
    <Group gap="sm">
      {may('send') && (
        <ConfirmButton
          label="Send for signature"
          variant="filled"
          title="Send this agreement?"
          message={`${a.contractor?.name ?? 'The signer'} is e-mailed a link to read and sign it.`}
          confirmLabel="Send"
          onConfirm={async () => {
            await actions.send.mutateAsync();
            toast.success('Agreement sent');
          }}
        />
      )}
      {may('countersign') && (
        <ConfirmButton
          label="Countersign"
          variant="filled"
          title="Countersign this agreement?"
          message={`You sign the same text ${a.contractor?.name ?? 'the signer'} signed, for the employer. Your name, the time, your IP address and browser are recorded.`}
          onConfirm={async () => {
            await actions.countersign.mutateAsync({ document_hash: a.document_hash, agree: true });
            toast.success('Agreement countersigned');
          }}
        />
      )}
      {a.signed_pdf && <DownloadButton label="Download signed PDF" download={() => downloadSignedPdf(a)} />}
      {may('void') && (
        <ConfirmButton
          label="Void"
          color="red"
          title="Void this agreement?"
          message="A void agreement can no longer be signed. This cannot be undone."
          confirmLabel="Void agreement"
          canConfirm={reason.trim().length > 0}
          onConfirm={async () => {
            await actions.void.mutateAsync(reason.trim());
            toast.success('Agreement voided');
          }}
        >
          <Textarea
            label="Reason"
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </ConfirmButton>
      )}
    </Group>
  );
}
