import type { CurrentUser } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import type { stubApi } from '../../../test/fetch-stub';
import { CreatePartnerPage } from './create-partner-page';
import { PartnerDetailPage } from './partner-detail-page';
import { PartnersPage } from './partners-page';
import { ReferralPartnersPage } from './referral-partners-page';

const PARTNER_ROUTES = [
  { path: '/partners', element: <PartnersPage /> },
  { path: '/partners/:id', element: <PartnerDetailPage /> },
  { path: '/create_partner', element: <CreatePartnerPage /> },
  { path: '/referral_partners', element: <ReferralPartnersPage /> },
];

/** Renders the partner pages at `path` for `user`, with toasts and fetch stubbed. */
export const renderPartnerPages = (user: CurrentUser, path: string, handler?: Parameters<typeof stubApi>[1]) =>
  renderPages(user, PARTNER_ROUTES, path, handler);
