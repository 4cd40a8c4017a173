import {
  FileInput,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, courseCreateSchema } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { usePartnerOptions } from '../../../components/reference/partner-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { fileToBase64 } from '../../../lib/api/upload-image';
import { toast } from '../../../lib/notify';
import { useCreateCourse, type CourseUploadBody } from '../api/training';

interface Values {
  title: string;
  description: string;
  partner_id: string;
  due_in_days: number | string;
  source: 'file' | 'url';
  content_url: string;
  file: File | null;
}

interface Checked2 {
  fields: CourseUploadBody['fields'];
  file: File | null;
}

const FIELD_KEYS = ['title', 'description', 'partner_id', 'due_in_days', 'content_url', 'content_base64', 'filename'];
const TYPE_BY_NAME = /\.(pdf|png|jpe?g)$/i;

function check(v: Values): Checked<Checked2> {
  const extra: Record<string, string> = {};
  if (v.source === 'file') {
    if (!v.file) extra.content_base64 = 'Choose the course file';
    else if (v.file.size > DOCUMENT_MAX_BYTES) extra.content_base64 = 'The file must be at most 10 MB';
    else if (!TYPE_BY_NAME.test(v.file.name)) extra.content_base64 = 'Upload a PDF, PNG or JPEG file';
  }
  const fields = {
    title: v.title,
    description: v.description,
    partner_id: v.partner_id || null,
    due_in_days: v.due_in_days === '' ? null : Number(v.due_in_days),
    content_url: v.source === 'url' ? v.content_url : null,
  };
  // The schema wants the file itself when there is no address: stand in for it while checking.
  const verdict = checkedOf(
    courseCreateSchema.safeParse({
      ...fields,
      ...(v.source === 'file' && { filename: v.file?.name ?? 'file.pdf', content_base64: 'JVBERi0=' }),
    }),
    extra,
  );
  return verdict.body ? { body: { fields, file: v.source === 'file' ? v.file : null }, errors: null } : verdict;
}

/** New course: title, description, whose (staff), the days to finish it, and its content — a file or an address. */
export function NewCourseModal({ choosesPartner, onClose }: { choosesPartner: boolean; onClose: () => void }) {
  useReturnFocus();
  const create = useCreateCourse();
  const partners = usePartnerOptions(choosesPartner);
  const form = useFormState<Values, Checked2>({
    initial: () => ({
      title: '',
      description: '',
      partner_id: '',
      due_in_days: 14,
      source: 'url',
      content_url: '',
      file: null,
    }),
    check,
    save: async ({ fields, file }) => {
      const course = await create.mutateAsync({
        fields,
        file: file ? { name: file.name, base64: await fileToBase64(file) } : null,
      });
      toast.success(`Created ${course.title}`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { file: ['content_base64', 'filename'], source: ['content_url', 'content_base64'] },
  });
  const { values } = form;
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="New course" size="lg">
      <ResourceFormFrame form={form} submitLabel="Create course" onCancel={onClose}>
        <TextInput label="Title" required maxLength={160} {...form.field('title')} />
        <Textarea label="Description" rows={2} maxLength={4000} {...form.field('description')} />
        {choosesPartner && (
          <Select
            label="Partner"
            description="Leave empty for a platform-wide course"
            data={partners.data ?? []}
            placeholder={partners.isLoading ? 'Loading…' : 'Platform-wide'}
            value={values.partner_id || null}
            onChange={(v) => form.set('partner_id', v ?? '')}
            error={form.fieldError('partner_id')}
            searchable
            clearable
          />
        )}
        <NumberInput
          label="Due in days"
          description="From enrollment; empty: no due date"
          min={1}
          max={365}
          allowDecimal={false}
          value={values.due_in_days}
          onChange={(v) => form.set('due_in_days', v)}
          error={form.fieldError('due_in_days')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Content
          </Text>
          <SegmentedControl
            aria-label="Content"
            value={values.source}
            onChange={(v) => form.set('source', v as Values['source'])}
            data={[
              { value: 'url', label: 'Address' },
              { value: 'file', label: 'File' },
            ]}
          />
        </Stack>
        {values.source === 'url' ? (
          <TextInput label="Course address" placeholder="https://" required {...form.field('content_url')} />
        ) : (
          <FileInput
            label="Course file"
            description="A PDF, PNG or JPEG, up to 10 MB"
            required
            accept={DOCUMENT_ACCEPT}
            placeholder="Choose a file"
            value={values.file}
            onChange={(f) => form.set('file', f)}
            error={form.fieldError('content_base64') ?? form.fieldError('filename')}
            clearable
          />
        )}
      </ResourceFormFrame>
    </Modal>
  );
}
