import { Modal, Select, TextInput } from '@mantine/core';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_OWNER_NOUNS,
  documentUploadSchema,
  namesDocumentOwner,
  type AccessSubject,
  type DocumentKind,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUploadDocument, type DocumentUploadBody } from '../api/upload-document';
import { FileDropZone } from './file-drop-zone';
import { useOwnerOptions } from './owner-options';

interface Values {
  name: string;
  owner_id: string;
  expires_on: string;
  file: File | null;
}

const FIELD_KEYS = ['name', 'owner_id', 'expires_on', 'content_base64', 'filename'];
/** The types the API takes, by name here (the API checks the bytes). */
const TYPE_BY_NAME = /\.(pdf|png|jpe?g)$/i;

function fileError(file: File | null): string | null {
  if (!file) return 'Choose the file';
  if (file.size > DOCUMENT_MAX_BYTES) return 'The file must be at most 10 MB';
  if (!TYPE_BY_NAME.test(file.name)) return 'Upload a PDF, PNG or JPEG file';
  return null;
}

const ownerHelp: Record<DocumentKind, string> = {
  contractor: 'Choose the contractor',
  client: 'Choose the client',
  employer: 'Leave empty for the platform’s own',
  platform: 'Leave empty for every partner',
};

function check(kind: DocumentKind, ownerChoice: string, v: Values): Checked<DocumentUploadBody> {
  const extra: Record<string, string> = {};
  if (ownerChoice === 'required' && !v.owner_id) extra.owner_id = ownerHelp[kind];
  const file = fileError(v.file);
  if (file) extra.content_base64 = file;
  const fields = { name: v.name, owner_id: v.owner_id || undefined, expires_on: v.expires_on || null };
  const verdict = checkedOf(
    documentUploadSchema.omit({ filename: true, content_base64: true }).safeParse(fields),
    extra,
  );
  return verdict.body ? { body: { fields: verdict.body, file: v.file! }, errors: null } : verdict;
}

/** Upload a document: what it is, whose (for those who name it), when it expires, and the file. */
export function UploadDocumentModal({
  kind,
  subject,
  onClose,
}: {
  kind: DocumentKind;
  subject: AccessSubject;
  onClose: () => void;
}) {
  useReturnFocus();
  const upload = useUploadDocument(kind);
  const ownerChoice = namesDocumentOwner(subject, kind);
  const owners = useOwnerOptions(kind, ownerChoice !== 'never');
  const form = useFormState<Values, DocumentUploadBody>({
    initial: () => ({ name: '', owner_id: '', expires_on: '', file: null }),
    check: (v) => check(kind, ownerChoice, v),
    save: async (body) => {
      const doc = await upload.mutateAsync(body);
      toast.success(`Uploaded ${doc.name}`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { file: ['content_base64', 'filename'] },
  });
  const { values } = form;
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Upload document" size="lg">
      <ResourceFormFrame form={form} submitLabel="Upload" onCancel={onClose}>
        <TextInput
          label="Document"
          description="Its type or name, e.g. Certificate of insurance"
          required
          maxLength={120}
          {...form.field('name')}
        />
        {ownerChoice !== 'never' && (
          <Select
            label={kind === 'platform' ? 'For partner' : DOCUMENT_OWNER_NOUNS[kind]}
            description={ownerChoice === 'optional' ? ownerHelp[kind] : undefined}
            required={ownerChoice === 'required'}
            placeholder={owners.loading ? 'Loading…' : undefined}
            data={owners.data}
            value={values.owner_id || null}
            onChange={(v) => form.set('owner_id', v ?? '')}
            error={form.fieldError('owner_id')}
            searchable
            clearable={ownerChoice === 'optional'}
            nothingFoundMessage="None found"
          />
        )}
        <TextInput
          label="Expires on"
          type="date"
          description="Empty: it does not expire"
          {...form.field('expires_on')}
        />
        <FileDropZone
          value={values.file}
          onChange={(f) => form.set('file', f)}
          error={form.fieldError('content_base64') ?? form.fieldError('filename')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
