/** Who does what with the employee handbook (decision 0076): the rules stay here, not inline in components. */
import { choosesHandbookPartner, publishesHandbook, type AccessSubject } from '@app/domain';

/** Staff, and a partner's owner, manager, finance or admin, publish a new version. */
export const publishesHandbookVersion = (s: AccessSubject) => publishesHandbook(s);
/** Staff see every partner's versions and name whose a new one is. */
export const seesHandbookPartners = (s: AccessSubject) => choosesHandbookPartner(s);
