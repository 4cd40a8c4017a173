import type { ReportParams } from '@app/domain';

/** A report's parameters in words: "2026-01-01 – 2026-01-31 · client Globex", or "All". */
export function describeParams(
  p: ReportParams,
  names: { client?: string | undefined; partner?: string | undefined } = {},
): string {
  const parts: string[] = [];
  if (p.date_from && p.date_to) parts.push(`${p.date_from} – ${p.date_to}`);
  if (p.client_id) parts.push(`Client ${names.client ?? p.client_id}`);
  if (p.partner_id) parts.push(`Partner ${names.partner ?? p.partner_id}`);
  return parts.length ? parts.join(' · ') : 'All';
}
