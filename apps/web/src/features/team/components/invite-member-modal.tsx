import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { enumOptions, rolesValidFor, type Role, type UserType } from '@app/domain';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useInviteMember } from '../api/invite-member';

const FIELDS = new Set(['email', 'first_name', 'last_name', 'role']);
const EMPTY = { email: '', first_name: '', last_name: '', role: '' };
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/** Invite by e-mail with a role the organization's user type may hold; the API mails the link. */
export function InviteMemberModal({
  opened,
  userType,
  onClose,
}: {
  opened: boolean;
  userType: UserType;
  onClose: () => void;
}) {
  const invite = useInviteMember();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const roles = enumOptions('role', rolesValidFor(userType));
  const valid = isEmail(values.email) && values.first_name.trim() && values.last_name.trim() && values.role;
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    setValues(EMPTY);
    setFieldErrors({});
    onClose();
  };
  const submit = () =>
    invite.mutate(
      { ...values, role: values.role as Role },
      {
        onSuccess: (member) => {
          toast.success(`Invitation sent to ${member.email}`);
          close();
        },
        onError: (error) => setFieldErrors(splitServerErrors(error, FIELDS).fields),
      },
    );
  const topError = invite.isError ? splitServerErrors(invite.error, FIELDS).error : null;

  return (
    <Modal opened={opened} onClose={close} title="Invite a team member" closeOnClickOutside={!invite.isPending}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <Stack>
          <TextInput
            label="Email"
            type="email"
            required
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
            error={fieldErrors.email}
            data-autofocus
          />
          <Group grow>
            <TextInput
              label="First name"
              required
              value={values.first_name}
              onChange={(e) => set('first_name')(e.currentTarget.value)}
              error={fieldErrors.first_name}
            />
            <TextInput
              label="Last name"
              required
              value={values.last_name}
              onChange={(e) => set('last_name')(e.currentTarget.value)}
              error={fieldErrors.last_name}
            />
          </Group>
          <Select
            label="Role"
            required
            data={roles}
            value={values.role || null}
            onChange={(v) => set('role')(v ?? '')}
            error={fieldErrors.role}
            allowDeselect={false}
          />
          {topError && !toApiError(topError).silent && Object.keys(fieldErrors).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {topError.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={!valid}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
