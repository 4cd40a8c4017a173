/** Who runs which report, and which partner's rows it holds (decision 0088). */
import { mayRunReport, reportDefinition, type ReportKind, type ReportParams } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import { actsForOwnPartner, type Principal } from '../../lib/principal.js';

export function mustRunReport(p: Principal, kind: ReportKind): void {
  if (!mayRunReport(p.subject, p.links, reportDefinition(kind))) throw forbidden('You may not run this report');
}

/**
 * The partner a report is kept to: a partner user's own, whatever the parameters say (naming another
 * partner is refused, not silently ignored); staff name one or none (every partner).
 */
export function reportPartnerOf(p: Principal, params: ReportParams): string | null | 'other' {
  if (actsForOwnPartner(p)) return params.partner_id && params.partner_id !== p.partnerId ? 'other' : p.partnerId;
  return params.partner_id ?? null;
}
