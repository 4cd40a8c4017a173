import { Button, Checkbox, Group, Stack, TextInput, Modal } from '@mantine/core';
import { workersCompCodeCreateSchema, workersCompCodeUpdateSchema, type WorkersCompCodeView } from '@app/domain';
import { toast } from '../../../lib/notify';
import { FormError } from '../../../components/forms/form-error';
import { checkWith, useResourceForm } from '../../../components/reference/use-resource-form';
import { useSaveWorkersCompCode } from '../api/save-workers-comp-code';

interface Values {
  code: string;
  description: string;
  active: boolean;
}

/** Add a code (`row` null) or edit one: admin and eor only. */
export function WorkersCompCodeModal({ row, onClose }: { row: WorkersCompCodeView | null; onClose: () => void }) {
  const save = useSaveWorkersCompCode(row?.id ?? null);
  const schema = row ? workersCompCodeUpdateSchema : workersCompCodeCreateSchema;
  const form = useResourceForm<Values, unknown>({
    initial: () => ({ code: row?.code ?? '', description: row?.description ?? '', active: row?.active ?? true }),
    check: (v) => checkWith<unknown>(schema, v),
    fieldKeys: ['code', 'description', 'active'],
    save: async (body) => {
      await save.mutateAsync(body as Values);
      toast.success();
      onClose();
    },
  });
  const title = row ? `Edit workers comp code ${row.code}` : 'New workers comp code';
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={form.submit} noValidate aria-label={title}>
        <Stack>
          <FormError message={form.error} />
          <TextInput label="Code" required description="The class code, e.g. 8810" {...form.field('code')} />
          <TextInput label="Description" required {...form.field('description')} />
          {row && <Checkbox label="Active (offered on new jobs)" {...form.field('active', { type: 'checkbox' })} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={form.pending}>
              {row ? 'Save changes' : 'Add code'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
