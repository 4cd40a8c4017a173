import type { MemberPermissions, PermissionChange } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { memberPermissionsKey } from './get-member-permissions';

const changePermission = (userId: string, body: PermissionChange) =>
  api.put<MemberPermissions>(`/permissions/${userId}`, body);

export function useChangePermission(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermissionChange) => changePermission(userId, body),
    onSuccess: (answer) => queryClient.setQueryData(memberPermissionsKey(userId), answer),
  });
}
