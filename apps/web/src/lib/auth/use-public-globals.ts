import { useQuery } from '@tanstack/react-query';
import type { PublicGlobals } from '@app/domain';
import { api } from '../api/client';
import { currentSubdomain } from './subdomain';

/** What the shell shows while public_globals is unreachable: neutral, unbranded defaults. */
export const FALLBACK_GLOBALS: PublicGlobals = {
  brand_name: 'Staffing Platform',
  white_label_brand_name: 'Staffing Platform',
  white_label_logo_url: null,
  white_label_favicon_url: null,
  white_label_dark_mode: false,
  white_label_brand_color: null,
  support_email: 'support@example.com',
  help_center_url: '/help',
  contractor_help_center_url: '/help',
  tos_url: '/terms',
  privacy_url: '/privacy',
  technology_platform_website: '/',
  technology_platform_company: 'Staffing Platform',
  enabled_email_code_verification: false,
  mode: 'production',
  api_file_endpoint: '/v2/files',
  api_file_endpoint_v2: '/v2/files',
  est_offset_hours: -5,
  dashboard_endpoint: '/',
  dashboard_subdomain: 'app',
  base_domain: 'localhost',
  valid_redirect_urls: [],
  platform_currencies: [{ currency: 'usd', symbol: '$' }],
  job_classifications: [],
  tax_id_types: [],
  job_category_rules: [],
  adjustment_types: [],
  scorm_completed_status: 'completed',
  scorm_passed_status: 'passed',
  benefit_dependent_genders: [],
  benefit_dependent_relationships: [],
  analytics: { product_key: null, web_key: null },
};

export const publicGlobalsKey = (subdomain: string | null) => ['public-globals', subdomain] as const;

export function usePublicGlobalsQuery() {
  const subdomain = currentSubdomain();
  return useQuery({
    queryKey: publicGlobalsKey(subdomain),
    queryFn: () => api.get<PublicGlobals>('/public_globals', { params: { subdomain } }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** The public globals, or the fallback while loading or when they could not be loaded. */
export function usePublicGlobals(): PublicGlobals {
  return usePublicGlobalsQuery().data ?? FALLBACK_GLOBALS;
}

export const brandName = (g: PublicGlobals) => g.white_label_brand_name || g.brand_name;

/**
 * Whether the globals are a partner's white label (its subdomain): its brand stands in for the
 * platform's. On the platform's own domain the white-label brand is the platform's brand name.
 */
export const isPartnerBrand = (g: PublicGlobals) =>
  Boolean(g.white_label_brand_name) && g.white_label_brand_name !== g.brand_name;
