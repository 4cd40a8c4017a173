import { isAdminLike, type CurrentUser } from '@app/domain';

/** Platform staff see every partner's corp-to-corps, so the list names each one's partner. */
export const seesCorpToCorpPartner = (user: Pick<CurrentUser, 'user_type'>) => isAdminLike(user.user_type);
