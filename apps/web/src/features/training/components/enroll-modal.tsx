import { Modal, MultiSelect, Select, TextInput } from '@mantine/core';
import { enrollmentCreateSchema, type EnrollmentCreateInput } from '@app/domain';
import { checkedOf } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCourseOptions, useEnroll } from '../api/training';

interface Values {
  course_id: string;
  contractor_ids: string[];
  due_on: string;
}

const FIELD_KEYS = ['course_id', 'contractor_ids', 'due_on'];

/** Enroll workers in a course; the due date defaults from the course's days when left empty. */
export function EnrollModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const enroll = useEnroll();
  const courses = useCourseOptions(true);
  const workers = useContractorOptions(true);
  const form = useFormState<Values, EnrollmentCreateInput>({
    initial: () => ({ course_id: '', contractor_ids: [], due_on: '' }),
    check: (v) =>
      checkedOf(
        enrollmentCreateSchema.safeParse({
          course_id: v.course_id || undefined,
          contractor_ids: v.contractor_ids,
          ...(v.due_on && { due_on: v.due_on }),
        }),
        v.course_id ? {} : { course_id: 'Choose the course' },
      ),
    save: async (body) => {
      const r = await enroll.mutateAsync(body);
      const already = r.already_enrolled.length
        ? ` (${r.already_enrolled.map((w) => w.name).join(', ')} already enrolled)`
        : '';
      toast.success(`Enrolled ${r.enrolled.length} worker${r.enrolled.length === 1 ? '' : 's'}${already}`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Enroll workers" size="lg">
      <ResourceFormFrame form={form} submitLabel="Enroll" onCancel={onClose}>
        <Select
          label="Course"
          required
          data={courses.data ?? []}
          placeholder={courses.isLoading ? 'Loading…' : undefined}
          value={form.values.course_id || null}
          onChange={(v) => form.set('course_id', v ?? '')}
          error={form.fieldError('course_id')}
          searchable
          nothingFoundMessage="No active courses"
        />
        <MultiSelect
          label="Workers"
          required
          data={workers.data ?? []}
          placeholder={workers.isLoading ? 'Loading…' : undefined}
          value={form.values.contractor_ids}
          onChange={(v) => form.set('contractor_ids', v)}
          error={form.fieldError('contractor_ids')}
          searchable
          nothingFoundMessage="None found"
        />
        <TextInput
          label="Due on"
          type="date"
          description="Empty: counted from the course's days"
          {...form.field('due_on')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
