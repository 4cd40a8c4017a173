import { Checkbox, Modal, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { agreementCreateSchema, type AgreementCreate, type AgreementDetail, type TemplateView } from '@app/domain';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { api } from '../../../lib/api/client';
import { toast } from '../../../lib/notify';
import { TEMPLATES_PATH } from '../api/agreement-keys';
import { useCreateAgreement } from '../api/create-agreement';
import { WorkerAssignmentPickers } from './worker-assignment-pickers';

interface Values {
  template_id: string;
  contractor_id: string;
  assignment_id: string;
  send: boolean;
}

const FIELD_KEYS = ['template_id', 'contractor_id', 'assignment_id', 'send'];

/** The agreement templates one may generate from: not archived. */
const useActiveTemplates = () =>
  useQuery({
    queryKey: ['agreement-template-options'],
    queryFn: ({ signal }) =>
      api.get<ListPage<TemplateView>>(TEMPLATES_PATH.agreement, {
        params: { archived: 'false', per_page: 200 },
        signal,
      }),
    retry: false,
  });

function check(v: Values, template: TemplateView | undefined): Checked<AgreementCreate> {
  const extra: Record<string, string> = {};
  if (!v.template_id) extra.template_id = 'Choose a template';
  if (!v.contractor_id) extra.contractor_id = 'Choose the worker';
  if (template?.needs_assignment && !v.assignment_id) extra.assignment_id = 'Choose the assignment';
  return checkedOf(
    agreementCreateSchema.safeParse({
      template_id: v.template_id,
      contractor_id: v.contractor_id,
      assignment_id: v.assignment_id || null,
      send: v.send,
    }),
    extra,
  );
}

/**
 * New agreement: a template (its current version), the worker and, when the template reads one, the
 * assignment. The text is merged and frozen now; sent at once, or kept as a draft to read first.
 */
export function NewAgreementModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (a: AgreementDetail) => void;
}) {
  useReturnFocus();
  const create = useCreateAgreement();
  const templates = useActiveTemplates();
  const rows = templates.data?.data ?? [];
  const form = useFormState<Values, AgreementCreate>({
    initial: () => ({ template_id: '', contractor_id: '', assignment_id: '', send: true }),
    check: (v) =>
      check(
        v,
        rows.find((t) => t.id === v.template_id),
      ),
    save: async (body) => {
      const done = await create.mutateAsync(body);
      toast.success(done.status === 'sent' ? `Sent to ${done.contractor?.name ?? done.title}` : 'Draft created');
      onCreated(done);
    },
    fieldKeys: FIELD_KEYS,
  });
  const { values } = form;
  const template = rows.find((t) => t.id === values.template_id);
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="New agreement" size="lg">
      <ResourceFormFrame form={form} submitLabel="Create agreement" onCancel={onClose}>
        <Select
          label="Template"
          required
          searchable
          data={rows.map((t) => ({ value: t.id, label: `${t.name} (v${t.version}${t.partner ? '' : ', platform'})` }))}
          value={values.template_id || null}
          onChange={(v) => form.set('template_id', v ?? '')}
          error={form.fieldError('template_id')}
          nothingFoundMessage="No templates"
        />
        <WorkerAssignmentPickers
          contractorId={values.contractor_id}
          assignmentId={values.assignment_id}
          onChange={(next) => {
            form.set('contractor_id', next.contractorId);
            form.set('assignment_id', next.assignmentId);
          }}
          assignmentRequired={template?.needs_assignment ?? false}
          errors={{ contractor: form.fieldError('contractor_id'), assignment: form.fieldError('assignment_id') }}
        />
        <Checkbox label="Send to the worker for signature now" {...form.field('send', { type: 'checkbox' })} />
      </ResourceFormFrame>
    </Modal>
  );
}
