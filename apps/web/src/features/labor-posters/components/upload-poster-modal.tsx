import { FileInput, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { CA_PROVINCES, DOCUMENT_MAX_BYTES, US_STATES, laborPosterCreateSchema } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUploadLaborPoster, type LaborPosterUploadBody } from '../api/labor-posters';

interface Values {
  title: string;
  country: 'US' | 'CA';
  region: string;
  file: File | null;
}

const FEDERAL = 'federal';
const FIELD_KEYS = ['title', 'country', 'region', 'content_base64', 'filename'];

function check(v: Values): Checked<LaborPosterUploadBody> {
  const extra: Record<string, string> = {};
  if (!v.file) extra.content_base64 = 'Choose the poster’s PDF';
  else if (v.file.size > DOCUMENT_MAX_BYTES) extra.content_base64 = 'The file must be at most 10 MB';
  else if (!/\.pdf$/i.test(v.file.name)) extra.content_base64 = 'Upload the poster as a PDF';
  if (!v.region) extra.region = 'Choose the state or province, or Federal';
  const fields = { title: v.title, country: v.country, region: v.region === FEDERAL || !v.region ? null : v.region };
  const verdict = checkedOf(
    laborPosterCreateSchema.safeParse({ ...fields, filename: v.file?.name ?? 'x.pdf', content_base64: 'JVBERi0=' }),
    extra,
  );
  return verdict.body ? { body: { fields, file: v.file! }, errors: null } : verdict;
}

/** Upload a poster: what it is, where it applies (a state, a province or the country's federal), the PDF. */
export function UploadPosterModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const upload = useUploadLaborPoster();
  const form = useFormState<Values, LaborPosterUploadBody>({
    initial: () => ({ title: '', country: 'US', region: '', file: null }),
    check,
    save: async (body) => {
      const poster = await upload.mutateAsync(body);
      toast.success(`Uploaded ${poster.title} (${poster.jurisdiction})`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { file: ['content_base64', 'filename'], country: ['region'] },
  });
  const { values } = form;
  const regions = [
    { value: FEDERAL, label: values.country === 'US' ? 'Federal (US)' : 'Federal (Canada)' },
    ...(values.country === 'US' ? US_STATES : CA_PROVINCES),
  ];
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Upload labor poster" size="lg">
      <ResourceFormFrame form={form} submitLabel="Upload" onCancel={onClose}>
        <TextInput label="Poster" description="e.g. Minimum wage" required maxLength={160} {...form.field('title')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Country
          </Text>
          <SegmentedControl
            aria-label="Country"
            value={values.country}
            onChange={(c) => {
              form.set('country', c as Values['country']);
              form.set('region', '');
            }}
            data={[
              { value: 'US', label: 'United States' },
              { value: 'CA', label: 'Canada' },
            ]}
          />
        </Stack>
        <Select
          label={values.country === 'US' ? 'State' : 'Province or territory'}
          required
          data={regions}
          value={values.region || null}
          onChange={(r) => form.set('region', r ?? '')}
          error={form.fieldError('region')}
          searchable
        />
        <FileInput
          label="PDF"
          required
          accept="application/pdf,.pdf"
          placeholder="Choose a file"
          value={values.file}
          onChange={(f) => form.set('file', f)}
          error={form.fieldError('content_base64') ?? form.fieldError('filename')}
          clearable
        />
      </ResourceFormFrame>
    </Modal>
  );
}
