import { Fieldset, Group, TextInput } from '@mantine/core';
import type { OwnerFormValues } from './use-organization-form';

interface OwnerForm {
  values: { owner: OwnerFormValues };
  setOwner: (patch: Partial<OwnerFormValues>) => void;
  fieldError: (key: string) => string | null;
}

/** The optional owner invited by e-mail when an organization is created. */
export function OwnerInviteFields({ form, legend }: { form: OwnerForm; legend: string }) {
  const { owner } = form.values;
  return (
    <Fieldset legend={legend}>
      <Group grow align="flex-start">
        <TextInput
          label="Owner first name"
          value={owner.first_name}
          onChange={(e) => form.setOwner({ first_name: e.currentTarget.value })}
          error={form.fieldError('owner.first_name')}
        />
        <TextInput
          label="Owner last name"
          value={owner.last_name}
          onChange={(e) => form.setOwner({ last_name: e.currentTarget.value })}
          error={form.fieldError('owner.last_name')}
        />
      </Group>
      <TextInput
        mt="sm"
        label="Owner email"
        type="email"
        description="They get an e-mail with a link to set their password."
        value={owner.email}
        onChange={(e) => form.setOwner({ email: e.currentTarget.value })}
        error={form.fieldError('owner.email')}
      />
    </Fieldset>
  );
}
