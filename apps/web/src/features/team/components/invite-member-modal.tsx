import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { enumOptions, rolesValidFor, type Role, type TeamInvite, type TeamMember, type UserType } from '@app/domain';
import type { Checked } from '../../../components/forms/checked';
import { FormError } from '../../../components/forms/form-error';
import { useFormState } from '../../../components/forms/use-form-state';
import { toast } from '../../../lib/notify';
import { useInviteMember } from '../api/invite-member';

const FIELD_KEYS = ['email', 'first_name', 'last_name', 'role'];

interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

const EMPTY: InviteValues = { email: '', first_name: '', last_name: '', role: '' };
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

/** Sendable once every field is filled and the e-mail looks like one; the button waits for it. */
function checkInvite(v: InviteValues): Checked<TeamInvite> {
  const complete = isEmail(v.email) && v.first_name.trim() && v.last_name.trim() && v.role;
  return complete ? { body: { ...v, role: v.role as Role }, errors: null } : { body: null, errors: {} };
}

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
  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Invite a team member" closeOnClickOutside={!invite.isPending}>
      {/* The modal mounts its content per opening: each invitation starts from empty fields. */}
      <InviteMemberForm
        userType={userType}
        send={invite.mutateAsync}
        onSent={() => {
          invite.reset();
          onClose();
        }}
        onCancel={close}
      />
    </Modal>
  );
}

function InviteMemberForm({
  userType,
  send,
  onSent,
  onCancel,
}: {
  userType: UserType;
  send: (body: TeamInvite) => Promise<TeamMember>;
  onSent: () => void;
  onCancel: () => void;
}) {
  const form = useFormState<InviteValues, TeamInvite>({
    initial: () => EMPTY,
    check: checkInvite,
    save: async (body) => {
      const member = await send(body);
      toast.success(`Invitation sent to ${member.email}`);
      onSent();
    },
    fieldKeys: FIELD_KEYS,
  });
  const roles = enumOptions('role', rolesValidFor(userType));

  return (
    <form onSubmit={form.submit}>
      <Stack>
        <TextInput label="Email" type="email" required {...form.field('email')} data-autofocus />
        <Group grow>
          <TextInput label="First name" required {...form.field('first_name')} />
          <TextInput label="Last name" required {...form.field('last_name')} />
        </Group>
        <Select
          label="Role"
          required
          data={roles}
          value={form.values.role || null}
          onChange={(v) => form.set('role', v ?? '')}
          error={form.fieldError('role')}
          allowDeselect={false}
        />
        <FormError message={form.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={form.pending} disabled={checkInvite(form.values).body === null}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
