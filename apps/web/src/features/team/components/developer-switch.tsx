import { Switch } from '@mantine/core';
import { canBeDeveloper, type TeamMember } from '@app/domain';
import { memberName } from '../../../components/members/member-format';
import { toast, toastError } from '../../../lib/notify';
import { useSetDeveloper } from '../api/update-member';

/**
 * A member's developer switch (issue 17): on, they may make API keys and webhooks on /developers; off, their
 * keys and endpoints stop at once (the API checks the owner on every use).
 */
export function DeveloperSwitch({ member }: { member: TeamMember }) {
  const set = useSetDeveloper();
  if (!canBeDeveloper(member.user_type)) return null;
  const name = memberName(member);
  return (
    <Switch
      aria-label={`${name} is a developer`}
      checked={member.is_developer}
      disabled={set.isPending}
      onChange={(e) => {
        const isDeveloper = e.currentTarget.checked;
        set.mutate(
          { id: member.id, isDeveloper },
          {
            onSuccess: () =>
              toast.success(isDeveloper ? `${name} may now use the developer API` : `${name} is no longer a developer`),
            onError: toastError,
          },
        );
      }}
    />
  );
}
