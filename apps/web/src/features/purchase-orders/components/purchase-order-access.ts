import { canManageClients, seesSeveralPartners, type AccessSubject } from '@app/domain';

/** Who creates and changes POs: those who manage clients' billing terms (the API's rule). */
export const managesPurchaseOrders = (s: AccessSubject) => canManageClients(s);

/** The list names each PO's partner for those who see several partners' POs. */
export const showsPartnerColumn = (s: AccessSubject) => seesSeveralPartners(s);
