import { FileInput, Modal, Select, TextInput } from '@mantine/core';
import { DOCUMENT_MAX_BYTES, handbookPublishSchema } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { usePublishHandbook, type HandbookUploadBody } from '../api/handbooks';

interface Values {
  title: string;
  partner_id: string;
  file: File | null;
}

const FIELD_KEYS = ['title', 'partner_id', 'content_base64', 'filename'];

function check(v: Values): Checked<HandbookUploadBody> {
  const extra: Record<string, string> = {};
  if (!v.file) extra.content_base64 = 'Choose the handbook’s PDF';
  else if (v.file.size > DOCUMENT_MAX_BYTES) extra.content_base64 = 'The file must be at most 10 MB';
  else if (!/\.pdf$/i.test(v.file.name)) extra.content_base64 = 'Upload the handbook as a PDF';
  const fields = { title: v.title, partner_id: v.partner_id || null };
  const verdict = checkedOf(
    handbookPublishSchema.safeParse({ ...fields, filename: v.file?.name ?? 'x.pdf', content_base64: 'JVBERi0=' }),
    extra,
  );
  return verdict.body ? { body: { fields, file: v.file! }, errors: null } : verdict;
}

/** Publish a new version: its title, whose (staff: a partner's, or the platform's), and the PDF. */
export function PublishHandbookModal({ choosesPartner, onClose }: { choosesPartner: boolean; onClose: () => void }) {
  useReturnFocus();
  const publish = usePublishHandbook();
  const partners = usePartnerOptions(choosesPartner);
  const form = useFormState<Values, HandbookUploadBody>({
    initial: () => ({ title: '', partner_id: '', file: null }),
    check,
    save: async (body) => {
      const h = await publish.mutateAsync(body);
      toast.success(`Published ${h.title}, version ${h.version}: workers are asked to acknowledge it`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { file: ['content_base64', 'filename'] },
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Publish handbook version" size="lg">
      <ResourceFormFrame form={form} submitLabel="Publish" onCancel={onClose}>
        <TextInput label="Title" required maxLength={160} {...form.field('title')} />
        {choosesPartner && (
          <Select
            label="For partner"
            description="Leave empty for the platform’s (employer of record) handbook"
            data={partners.data ?? []}
            placeholder={partners.isLoading ? 'Loading…' : 'Platform (EOR)'}
            value={form.values.partner_id || null}
            onChange={(v) => form.set('partner_id', v ?? '')}
            error={form.fieldError('partner_id')}
            searchable
            clearable
          />
        )}
        <FileInput
          label="PDF"
          required
          accept="application/pdf,.pdf"
          placeholder="Choose a file"
          value={form.values.file}
          onChange={(f) => form.set('file', f)}
          error={form.fieldError('content_base64') ?? form.fieldError('filename')}
          clearable
        />
      </ResourceFormFrame>
    </Modal>
  );
}
