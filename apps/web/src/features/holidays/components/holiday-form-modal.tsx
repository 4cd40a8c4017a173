import { Group, Modal, Select, TextInput } from '@mantine/core';
import {
  CA_PROVINCES,
  holidayCreateSchema,
  holidayUpdateSchema,
  US_STATES,
  type HolidayCreate,
  type HolidayUpdate,
  type HolidayView,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { toast } from '../../../lib/notify';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { useReturnFocus } from '../../../components/use-return-focus';

interface HolidayFormValues {
  date: string;
  name: string;
  country: 'US' | 'CA';
  region: string;
}

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

const fields = (v: HolidayFormValues) => ({ date: v.date, name: v.name, country: v.country, region: v.region || null });
const extra = (v: HolidayFormValues): Record<string, string> => (v.date ? {} : { date: 'Enter the date' });

function useHolidayForm<B>(
  initial: () => HolidayFormValues,
  check: (v: HolidayFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<HolidayFormValues, B>({
    initial,
    check,
    save,
    fieldKeys: ['date', 'name', 'country', 'region'],
    alsoClears: { country: ['region'] },
  });
}

function HolidayFields({
  form,
  submitLabel,
  onCancel,
}: {
  form: ReturnType<typeof useHolidayForm<unknown>>;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { values } = form;
  const regions = values.country === 'US' ? US_STATES : CA_PROVINCES;
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <TextInput label="Name" required maxLength={100} {...form.field('name')} />
      <TextInput label="Date" type="date" required {...form.field('date')} />
      <Group grow align="flex-start">
        <Select
          label="Country"
          required
          data={COUNTRY_OPTIONS}
          value={values.country}
          allowDeselect={false}
          onChange={(v) => {
            form.set('country', (v ?? 'US') as 'US' | 'CA');
            form.set('region', '');
          }}
          error={form.fieldError('country')}
        />
        <Select
          label={values.country === 'US' ? 'State' : 'Province'}
          description="Empty: the whole country"
          data={regions}
          value={values.region || null}
          onChange={(v) => form.set('region', v ?? '')}
          clearable
          searchable
          error={form.fieldError('region')}
        />
      </Group>
    </ResourceFormFrame>
  );
}

export function NewHolidayModal({ employerKey, onClose }: { employerKey: string; onClose: () => void }) {
  useReturnFocus();
  const create = useCreateHoliday();
  const form = useHolidayForm(
    () => ({ date: '', name: '', country: 'US', region: '' }),
    (v): Checked<HolidayCreate> =>
      checkedOf(holidayCreateSchema.safeParse({ employer_key: employerKey, ...fields(v) }), extra(v)),
    async (body) => {
      await create.mutateAsync(body);
      toast.success(`${body.name} added`);
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="New holiday">
      <HolidayFields form={form} submitLabel="Add holiday" onCancel={onClose} />
    </Modal>
  );
}

export function EditHolidayModal({ holiday, onClose }: { holiday: HolidayView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateHoliday();
  const form = useHolidayForm(
    () => ({ date: holiday.date, name: holiday.name, country: holiday.country, region: holiday.region ?? '' }),
    (v): Checked<HolidayUpdate> => checkedOf(holidayUpdateSchema.safeParse(fields(v)), extra(v)),
    async (body) => {
      await update.mutateAsync({ id: holiday.id, body });
      toast.success('Holiday saved');
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="Edit holiday">
      <HolidayFields form={form} submitLabel="Save holiday" onCancel={onClose} />
    </Modal>
  );
}
