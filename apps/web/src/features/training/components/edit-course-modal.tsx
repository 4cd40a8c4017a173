import { Modal, NumberInput, Text, TextInput, Textarea } from '@mantine/core';
import { courseUpdateSchema, type CourseUpdate, type CourseView } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useEditCourse } from '../api/training';

interface Values {
  title: string;
  description: string;
  due_in_days: number | string;
}

const FIELD_KEYS = ['title', 'description', 'due_in_days'];

const check = (v: Values): Checked<CourseUpdate> =>
  checkedOf(
    courseUpdateSchema.safeParse({
      title: v.title,
      description: v.description,
      due_in_days: v.due_in_days === '' ? null : Number(v.due_in_days),
    }),
  );

/**
 * Edit course (decision 0081): the title, description and days to finish it; the content and the partner
 * stay. New due days count for workers enrolled from now on — the modal says so.
 */
export function EditCourseModal({ course, onClose }: { course: CourseView; onClose: () => void }) {
  useReturnFocus();
  const edit = useEditCourse();
  const form = useFormState<Values, CourseUpdate>({
    initial: () => ({ title: course.title, description: course.description, due_in_days: course.due_in_days ?? '' }),
    check,
    save: async (body) => {
      const saved = await edit.mutateAsync({ id: course.id, body });
      toast.success(`Saved ${saved.title}`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Edit course" size="lg">
      <ResourceFormFrame form={form} submitLabel="Save course" onCancel={onClose}>
        <TextInput label="Title" required maxLength={160} {...form.field('title')} />
        <Textarea label="Description" rows={3} maxLength={4000} {...form.field('description')} />
        <NumberInput
          label="Due in days"
          description="From enrollment; empty: no due date. Workers already enrolled keep their due date."
          min={1}
          max={365}
          allowDecimal={false}
          value={form.values.due_in_days}
          onChange={(v) => form.set('due_in_days', v)}
          error={form.fieldError('due_in_days')}
        />
        <Text size="xs" c="dimmed">
          The course’s content and partner do not change: archive it and create a new course instead.
        </Text>
      </ResourceFormFrame>
    </Modal>
  );
}
