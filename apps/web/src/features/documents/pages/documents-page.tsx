import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { DOCUMENT_OWNER_NOUNS, seesDocumentPartners, titleFor, uploadsDocument, type DocumentKind } from '@app/domain';
import { useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useDocumentsList } from '../api/get-documents';
import { documentColumns } from '../components/document-columns';
import { filtersByDocumentOwner, showsDocumentOwner } from '../components/documents-access';
import { DocumentFilters } from '../components/document-filters';
import { UploadDocumentModal } from '../components/upload-document-modal';

const INTRO: Record<DocumentKind, string> = {
  contractor: 'Workers’ papers: IDs, certificates, agreements. Documents expiring within 30 days are flagged.',
  client: 'Clients’ papers: agreements, certificates of insurance. Documents expiring within 30 days are flagged.',
  employer: 'The employer’s own papers: licenses, insurance and workers’ compensation certificates.',
  platform: 'The platform’s papers to credential it with clients: its W-9, its certificates of insurance.',
};

/**
 * A document list (decision 0070): the rows the API lets this user see, with their expiry flagged,
 * filters for status, expiry and (for those who see several owners) the owner, CSV export, and Upload
 * for those who may. Open asks for a link of a few minutes and opens it in a new tab.
 */
function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const list = useDocumentsList(kind);
  const subject = useSession()?.subject;
  const [uploading, setUploading] = useState(false);
  const showOwner = subject !== undefined && showsDocumentOwner(subject, kind);
  const showPartner = subject !== undefined && seesDocumentPartners(subject);
  const columns = useMemo(() => documentColumns({ kind, showOwner, showPartner }), [kind, showOwner, showPartner]);
  const title = titleFor(`${kind}_documents`) ?? 'Documents';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {INTRO[kind]}
          </Text>
        </div>
        {subject && uploadsDocument(subject, kind) && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
            Upload document
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName={`${kind}_documents`}
        noun="documents"
        filters={
          <DocumentFilters
            kind={kind}
            list={list}
            byOwner={subject !== undefined && filtersByDocumentOwner(subject, kind)}
            ownerLabel={kind === 'platform' ? 'Partner' : DOCUMENT_OWNER_NOUNS[kind]}
          />
        }
      />
      {uploading && subject && (
        <UploadDocumentModal kind={kind} subject={subject} onClose={() => setUploading(false)} />
      )}
    </Stack>
  );
}

export const ContractorDocumentsPage = () => <DocumentsPage kind="contractor" />;
export const ClientDocumentsPage = () => <DocumentsPage kind="client" />;
export const EmployerDocumentsPage = () => <DocumentsPage kind="employer" />;
export const PlatformDocumentsPage = () => <DocumentsPage kind="platform" />;
