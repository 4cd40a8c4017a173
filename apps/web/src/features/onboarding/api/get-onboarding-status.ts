import type { OnboardingAssignmentRow, OnboardingStatusRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export const useOnboardingStatusList = () =>
  useListQuery<OnboardingStatusRow>({
    path: '/onboarding_status',
    filterKeys: ['search', 'status', 'step', 'user_type'],
    defaultSort: 'name',
  });

export const useOnboardingAssignmentsList = () =>
  useListQuery<OnboardingAssignmentRow>({
    path: '/onboarding_status/assignments',
    filterKeys: ['search', 'status', 'step'],
    defaultSort: 'start_date',
  });
