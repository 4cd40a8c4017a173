import { FileInput, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, licenseUpdateSchema, type LicenseView } from '@app/domain';
import { checkedOf } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { LicensePlaceAndDates } from './license-place-dates';
import { useEditLicense, type LicenseEditBody } from '../api/screenings';

interface Values {
  license_type: string;
  number: string;
  state: string;
  issued_on: string;
  expires_on: string;
  file: File | null;
}

const FIELD_KEYS = ['license_type', 'number', 'state', 'issued_on', 'expires_on', 'document.content_base64'];

/** Only what changed is sent (PATCH): a blank number keeps the one on file, which the list shows masked. */
function changesOf(l: LicenseView, v: Values): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  if (v.license_type.trim() !== l.license_type) changes.license_type = v.license_type;
  if (v.number.trim() !== '') changes.number = v.number;
  if (v.state.trim().toUpperCase() !== l.state) changes.state = v.state.trim().toUpperCase();
  if ((v.issued_on || null) !== l.issued_on) changes.issued_on = v.issued_on || null;
  if (v.expires_on !== l.expires_on) changes.expires_on = v.expires_on;
  return changes;
}

/**
 * Edit a worker's license (decisions 0073, 0083): type, number, state or province, issue and expiry dates
 * — a renewal is a new expiry date (and number, when the card changed) — and its document (a PDF, PNG or
 * JPEG, replacing the one on file), all in one PATCH. An archived license cannot change.
 */
export function EditLicenseModal({ license: l, onClose }: { license: LicenseView; onClose: () => void }) {
  useReturnFocus();
  const edit = useEditLicense(l.id);
  const form = useFormState<Values, LicenseEditBody>({
    initial: () => ({
      license_type: l.license_type,
      number: '',
      state: l.state,
      issued_on: l.issued_on ?? '',
      expires_on: l.expires_on,
      file: null,
    }),
    check: (v) => {
      const changes = changesOf(l, v);
      const issued = v.issued_on || null;
      const verdict = checkedOf(licenseUpdateSchema.safeParse(changes), {
        ...(Object.keys(changes).length === 0 && !v.file && { expires_on: 'Nothing changed' }),
        ...(issued &&
          v.expires_on &&
          issued > v.expires_on && {
            expires_on: 'The license must expire after it was issued',
          }),
        ...(v.file &&
          v.file.size > DOCUMENT_MAX_BYTES && { 'document.content_base64': 'The file must be at most 10 MB' }),
      });
      return verdict.body ? { body: { changes: verdict.body, file: v.file }, errors: null } : verdict;
    },
    save: async (body) => {
      const saved = await edit.mutateAsync(body);
      toast.success(`Saved ${saved.contractor.name}'s ${saved.license_type} license`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { file: ['document.content_base64', 'document.filename'] },
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Edit license" size="lg">
      <ResourceFormFrame form={form} submitLabel="Save license" onCancel={onClose}>
        <Text size="sm">
          {l.contractor.name}&apos;s license, number on file {l.number}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="License type" required maxLength={60} {...form.field('license_type')} />
          <TextInput
            label="New number"
            description="Leave blank to keep the number on file"
            maxLength={40}
            autoComplete="off"
            {...form.field('number')}
          />
          <LicensePlaceAndDates field={form.field} />
        </SimpleGrid>
        <FileInput
          label={l.document ? 'Replace document' : 'Document'}
          description={
            l.document
              ? `On file: ${l.document.filename}. A new file replaces it (the old one stays in the audit trail).`
              : 'A scan of the license or its certificate: PDF, PNG or JPEG, at most 10 MB'
          }
          accept={DOCUMENT_ACCEPT}
          placeholder="Choose a file"
          value={form.values.file}
          onChange={(f) => form.set('file', f)}
          error={form.fieldError('document.content_base64') ?? form.fieldError('document.filename')}
          clearable
        />
      </ResourceFormFrame>
    </Modal>
  );
}
