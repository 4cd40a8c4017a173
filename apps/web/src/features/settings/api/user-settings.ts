import type { UserSettings, UserSettingsUpdate } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const USER_SETTINGS_KEY = ['user-settings'] as const;

const getUserSettings = (signal?: AbortSignal) => api.get<UserSettings>('/user_settings', { signal });
const updateUserSettings = (body: UserSettingsUpdate) => api.put<UserSettings>('/user_settings', body);

export const useUserSettings = () =>
  useQuery({ queryKey: USER_SETTINGS_KEY, queryFn: ({ signal }) => getUserSettings(signal) });

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (settings) => queryClient.setQueryData(USER_SETTINGS_KEY, settings),
  });
}
