import { Group } from '@mantine/core';
import type { DocumentKind, DocumentView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { OpenFileButton } from '../../../components/open-file-button';
import { toast } from '../../../lib/notify';
import { useArchiveDocument } from '../api/archive-document';
import { openDocument } from '../api/open-document';

/** Open: a link of a few minutes, for this user only, in a new tab. */
function OpenButton({ kind, doc }: { kind: DocumentKind; doc: DocumentView }) {
  return (
    <OpenFileButton
      size="compact-sm"
      variant="subtle"
      label="Open"
      ariaLabel={`Open ${doc.name}`}
      open={() => openDocument(kind, doc.id)}
    />
  );
}

function ArchiveButton({ kind, doc }: { kind: DocumentKind; doc: DocumentView }) {
  const archive = useArchiveDocument(kind);
  return (
    <ConfirmButton
      label="Archive"
      title="Archive this document?"
      message={`${doc.name} moves to the archived documents. Nothing is deleted: its file can still be opened from there.`}
      confirmLabel="Archive"
      color="red"
      variant="subtle"
      onConfirm={async () => {
        await archive.mutateAsync(doc.id);
        toast.success(`Archived ${doc.name}`);
      }}
    />
  );
}

export function DocumentActions({ kind, doc }: { kind: DocumentKind; doc: DocumentView }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" role="group" aria-label={`Actions for ${doc.name}`}>
      <OpenButton kind={kind} doc={doc} />
      {doc.can_archive && <ArchiveButton kind={kind} doc={doc} />}
    </Group>
  );
}
