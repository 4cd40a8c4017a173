import type { Profile, ProfileUpdate } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const PROFILE_KEY = ['profile'] as const;

const getProfile = (signal?: AbortSignal) => api.get<Profile>('/profile', { signal });
const updateProfile = (body: ProfileUpdate) => api.patch<Profile>('/profile', body);

export const useProfile = () => useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile(signal) });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The menu shows the name from the current user.
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
