/**
 * Compliance status per worker (decision 0099): where each worker stands on onboarding (the /onboarding
 * standings), licenses (active ones expiring within LICENSE_EXPIRY_WARNING_DAYS or expired), Form I-9
 * (section 2 done, due or overdue; re-verification due) and background screenings (the latest of each type,
 * its status and result) — each part read from its module's list service as the requester, and only the
 * parts whose list the requester may read (`complianceSectionsOf`): a partner's owner gets no license nor
 * I-9 columns. The total row counts what the lists behind it hold.
 */
import {
  complianceSectionsOf,
  LICENSE_EXPIRY_WARNING_DAYS,
  ONBOARDING_STEP_TITLES,
  type I9Row,
  type LicenseView,
  type ScreeningView,
} from '@app/domain';
import { i9FormList } from '../i9-forms/i9-forms-list.service.js';
import { licenseList } from '../licenses/licenses.service.js';
import { onboardingStandingList } from '../onboarding/onboarding-standings-list.service.js';
import { screeningList } from '../screenings/screenings.service.js';
import { everyRow, type ReportTable, type SourceContext } from './report-table.js';
import type { Cell } from './xlsx-writer.js';

interface Worker {
  name: string;
  partner: string;
  onboarding: string | null;
  licenses: LicenseView[];
  i9: I9Row | null;
  screenings: ScreeningView[];
}

function i9Status(f: I9Row | null): string | null {
  if (!f) return null;
  if (f.status === 'complete') return 'Section 2 done';
  if (f.section2_overdue) return `Section 2 overdue (due ${f.section2_due_on})`;
  return f.section2_due_on ? `Section 2 due ${f.section2_due_on}` : 'Awaiting section 2';
}

/** The latest screening of each type: "Background check: approved (clear)". */
function screeningSummary(list: readonly ScreeningView[]): string | null {
  const latest = new Map<string, ScreeningView>();
  for (const s of list) if (!latest.has(s.type) || latest.get(s.type)!.created_at < s.created_at) latest.set(s.type, s);
  const parts = [...latest.values()]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((s) => `${s.type.replace(/_/g, ' ')}: ${s.status.replace(/_/g, ' ')}${s.result ? ` (${s.result})` : ''}`);
  return parts.length ? parts.join('; ') : null;
}

const expiring = (l: LicenseView) => l.days_left >= 0 && l.days_left <= LICENSE_EXPIRY_WARNING_DAYS;
const expired = (l: LicenseView) => l.days_left < 0;

export async function complianceStatus(ctx: SourceContext): Promise<ReportTable> {
  const { deps, principal: p } = ctx;
  const sections = new Set(complianceSectionsOf(p.subject, p.links));
  const mine = (partnerId: string | undefined) => !ctx.partnerId || partnerId === ctx.partnerId;
  const workers = new Map<string, Worker>();
  const worker = (id: string, name: string, partner: string) => {
    const w = workers.get(id) ?? { name, partner, onboarding: null, licenses: [], i9: null, screenings: [] };
    workers.set(id, w);
    return w;
  };
  for (const s of await onboardingStandingList(deps.db, p))
    if (s.contractorId && mine(s.partner?.id))
      worker(s.contractorId, s.name, s.partner?.name ?? '').onboarding = s.current
        ? `${s.completed.length} of ${s.required.length} — ${ONBOARDING_STEP_TITLES[s.current]}`
        : 'Complete';
  await ctx.progress(30);
  const licenses = sections.has('licenses')
    ? (
        await everyRow(ctx, { column: 'expires_on', desc: false }, (page) =>
          licenseList(deps, p, { status: 'active', ...page }),
        )
      ).filter((l) => mine(l.partner.id))
    : [];
  for (const l of licenses) worker(l.contractor.id, l.contractor.name, l.partner.name).licenses.push(l);
  const forms = sections.has('i9') ? (await i9FormList(deps, p)).filter((f) => mine(f.partner.id)) : [];
  for (const f of forms) worker(f.contractor.id, f.contractor.name, f.partner.name).i9 = f;
  await ctx.progress(60);
  const screenings = sections.has('screenings')
    ? (
        await everyRow(ctx, { column: 'created_at', desc: false }, (page) => screeningList(deps, p, { ...page }))
      ).filter((s) => mine(s.partner.id))
    : [];
  for (const s of screenings) worker(s.contractor.id, s.contractor.name, s.partner.name).screenings.push(s);

  const header = ['Worker', 'Partner', 'Onboarding'];
  if (sections.has('licenses')) header.push('Licenses', 'Licenses expiring', 'Licenses expired', 'Next license expiry');
  if (sections.has('i9')) header.push('Form I-9', 'I-9 re-verification due', 'Work authorization expires');
  if (sections.has('screenings')) header.push('Screenings', 'Latest screenings');
  const rows = [...workers.values()].sort((a, b) => a.name.localeCompare(b.name) || a.partner.localeCompare(b.partner));
  const rowOf = (w: Worker): Cell[] => [
    w.name,
    w.partner,
    w.onboarding,
    ...(sections.has('licenses')
      ? [
          w.licenses.length,
          w.licenses.filter(expiring).length,
          w.licenses.filter(expired).length,
          w.licenses.map((l) => l.expires_on).sort()[0] ?? null,
        ]
      : []),
    ...(sections.has('i9')
      ? [
          i9Status(w.i9),
          w.i9 ? (w.i9.reverification_due ? 'Yes' : 'No') : null,
          w.i9?.work_authorization_expires_on ?? null,
        ]
      : []),
    ...(sections.has('screenings') ? [w.screenings.length, screeningSummary(w.screenings)] : []),
  ];
  // The total row counts what the lists behind the columns hold: licenses (expiring, expired), Forms I-9
  // (re-verification due) and screenings.
  const count = (n: number) => String(n);
  const total: Cell[] = [
    'Total',
    null,
    null,
    ...(sections.has('licenses')
      ? [count(licenses.length), count(licenses.filter(expiring).length), count(licenses.filter(expired).length), null]
      : []),
    ...(sections.has('i9') ? [count(forms.length), count(forms.filter((f) => f.reverification_due).length), null] : []),
    ...(sections.has('screenings') ? [count(screenings.length), null] : []),
  ];
  return { header, rows: rows.map(rowOf), totals: rows.length ? [total] : [] };
}
