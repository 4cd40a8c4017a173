import type { PtoRuleView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PTO_RULES_PATH } from './pto-keys';

export const usePtoRulesList = () =>
  useListQuery<PtoRuleView>({ path: PTO_RULES_PATH, filterKeys: ['search', 'method', 'active'], defaultSort: 'name' });
