import { USER_TYPES, type UserType } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { makeUser } from '../../../test/factories';
import { addsAccounts, choosesPayer, opensInvoice } from './pay-access';

describe('pay access', () => {
  const table: Record<UserType, { choosesPayer: boolean }> = {
    admin: { choosesPayer: true },
    eor: { choosesPayer: true },
    partner: { choosesPayer: true },
    sales_partner: { choosesPayer: true },
    client: { choosesPayer: false },
    contractor: { choosesPayer: true },
  };
  it.each(USER_TYPES)('%s', (userType) => {
    expect({ choosesPayer: choosesPayer(toAccessSubject(makeUser({ user_type: userType }))) }).toEqual(table[userType]);
  });

  /** By the links the API gives the user: the page's type served (base link), and its capability met (link). */
  const links: Record<string, { base_links: string[]; links: string[] }> = {
    owner: { base_links: ['/pay', '/invoices', '/payment_methods'], links: ['/pay', '/invoices', '/payment_methods'] },
    recruiter: { base_links: ['/pay', '/invoices', '/payment_methods'], links: ['/pay', '/invoices'] },
    sourcer: { base_links: ['/pay', '/invoices', '/payment_methods'], links: ['/pay'] },
    other: { base_links: ['/invoices'], links: ['/invoices'] },
  };
  const byLinks: Record<string, { addsAccounts: boolean; opensInvoice: boolean }> = {
    owner: { addsAccounts: true, opensInvoice: true },
    recruiter: { addsAccounts: false, opensInvoice: true },
    sourcer: { addsAccounts: false, opensInvoice: false },
    other: { addsAccounts: false, opensInvoice: true },
  };
  it.each(Object.keys(links))('links of a %s', (who) => {
    const user = links[who]!;
    expect({ addsAccounts: addsAccounts(user), opensInvoice: opensInvoice(user, '/invoices/inv-1') }).toEqual(
      byLinks[who],
    );
  });
});
