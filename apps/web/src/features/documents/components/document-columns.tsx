import { Text } from '@mantine/core';
import { DOCUMENT_OWNER_NOUNS, type DocumentKind, type DocumentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { DocumentActions } from './document-actions';
import { DocumentExpiry } from './expiry-badge';
import { NO_OWNER } from './owner-options';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const TYPE_NAMES: Record<DocumentView['content_type'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/**
 * The columns of a document list: the document (its name and file), whose it is (for those who see
 * several owners), the partner (staff), the expiry with its badge, who uploaded it and when, and the
 * actions (Open; Archive where the API allows it).
 */
export function documentColumns({
  kind,
  showOwner,
  showPartner,
}: {
  kind: DocumentKind;
  showOwner: boolean;
  showPartner: boolean;
}): DataListColumn<DocumentView>[] {
  const columns: DataListColumn<DocumentView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Document',
      sortable: true,
      render: (d) => (
        <div>
          <Text size="sm" fw={500}>
            {d.name}
          </Text>
          <Text size="xs" c="dimmed">
            {d.filename} · {TYPE_NAMES[d.content_type]} · {sizeText(d.size_bytes)}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'owner.name',
      title: kind === 'platform' ? 'For' : DOCUMENT_OWNER_NOUNS[kind],
      render: (d) => d.owner?.name ?? NO_OWNER[kind],
    },
    { accessor: 'partner.name', title: 'Partner', render: (d) => d.partner?.name ?? '—' },
    { accessor: 'expires_on', title: 'Expires', sortable: true, render: (d) => <DocumentExpiry doc={d} /> },
    {
      accessor: 'created_at',
      title: 'Uploaded',
      sortable: true,
      render: (d) => (
        <div>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatMoment(d.created_at)}
          </Text>
          {d.uploaded_by && (
            <Text size="xs" c="dimmed">
              by {d.uploaded_by.name}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      toggleable: false,
      render: (d) => <DocumentActions kind={kind} doc={d} />,
    },
  ];
  return columns.filter(
    (c) => (showOwner || c.accessor !== 'owner.name') && (showPartner || c.accessor !== 'partner.name'),
  );
}
