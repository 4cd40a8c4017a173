/** Public globals (spec section 3), white-labelled by the partner whose subdomain is asked for. */
import { JOB_CLASSIFICATIONS, ROUTES, TAX_ID_TYPES, linkOf, type PublicGlobals } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { effectiveSettings } from '../settings/settings.service.js';
import { findPartnerBySubdomain } from './globals.repository.js';

const CLASSIFICATION_LABELS: Record<(typeof JOB_CLASSIFICATIONS)[number], string> = {
  'w-2': 'W-2',
  independent_contractor: 'Independent Contractor (1099)',
  international_ic: 'International Contractor',
  international_eor: 'International EOR Employee',
  canada_t4: 'Canada T4 Employee',
};
const TAX_ID_LABELS: Record<(typeof TAX_ID_TYPES)[number], string> = {
  ssn: 'SSN',
  ein: 'EIN',
  itin: 'ITIN',
  sin: 'SIN',
};

/** Where a post-login redirect may go: the app's own signed-in pages (decision 0002). */
const VALID_REDIRECT_URLS = [...new Set(ROUTES.filter((r) => r.access === 'auth').map((r) => linkOf(r.path)))].sort();

async function partnerBySubdomain(deps: AppDeps, subdomain: string | undefined) {
  if (!subdomain) return undefined;
  return findPartnerBySubdomain(deps.db, subdomain.toLowerCase());
}

export async function publicGlobals(deps: AppDeps, subdomain: string | undefined): Promise<PublicGlobals> {
  const partner = await partnerBySubdomain(deps, subdomain);
  const s = await effectiveSettings(deps.db, partner?.id ?? null);
  const { config } = deps;
  // A partner's white-label brand name, when it set one, stands in for its legal name.
  const brand = partner ? (partner.whiteLabelBrandName ?? partner.name) : s.brand_name;
  return {
    brand_name: s.brand_name,
    white_label_brand_name: brand,
    white_label_logo_url: partner?.logoUrl ?? null,
    white_label_favicon_url: partner?.faviconUrl ?? null,
    white_label_dark_mode: partner?.darkMode ?? false,
    white_label_brand_color: partner?.brandColor ?? null,
    support_email: s.support_email,
    help_center_url: s.help_center_url,
    contractor_help_center_url: s.contractor_help_center_url,
    tos_url: s.tos_url,
    privacy_url: s.privacy_url,
    technology_platform_website: s.technology_platform_website,
    technology_platform_company: s.technology_platform_company,
    enabled_email_code_verification: s.enabled_email_code_verification,
    mode: config.mode,
    api_file_endpoint: `${config.publicUrl}/v2/files`,
    api_file_endpoint_v2: `${config.publicUrl}/v2/files`,
    est_offset_hours: s.est_offset_hours,
    dashboard_endpoint: config.publicUrl,
    dashboard_subdomain: 'app',
    base_domain: config.baseDomain,
    valid_redirect_urls: VALID_REDIRECT_URLS,
    platform_currencies: s.platform_currencies,
    job_classifications: JOB_CLASSIFICATIONS.map((value) => ({
      value,
      label: CLASSIFICATION_LABELS[value],
      canada: value === 'canada_t4',
    })),
    tax_id_types: TAX_ID_TYPES.map((value) => ({ value, label: TAX_ID_LABELS[value], canada: value === 'sin' })),
    job_category_rules: s.job_category_rules,
    adjustment_types: s.adjustment_types,
    scorm_completed_status: s.scorm_completed_status,
    scorm_passed_status: s.scorm_passed_status,
    benefit_dependent_genders: s.benefit_dependent_genders,
    benefit_dependent_relationships: s.benefit_dependent_relationships,
    // Third-party analytics load only when configured, and never in local mode.
    analytics:
      config.mode === 'local'
        ? { product_key: null, web_key: null }
        : { product_key: config.analytics.productKey, web_key: config.analytics.webKey },
  };
}
