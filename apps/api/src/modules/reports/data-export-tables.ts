/**
 * What a data export holds (decision 0101): every business table the requester may see, one CSV each,
 * read through the owning module's list service as the requester — the same scope, the same views (a tax
 * id masked, pay figures only to those who see them) as their list routes answer — a keyset page at a
 * time. A table is included only when its list route's access rule lets the requester in (`access`, kept
 * equal to the route's by a test) and its service does not refuse them. The columns are the view's own
 * fields (nested ones as `client.name`), minus any that could carry a secret.
 */
import type { z } from 'zod';
import {
  assignmentViewSchema,
  clientViewSchema,
  commissionViewSchema,
  contractorViewSchema,
  distributionViewSchema,
  documentViewSchema,
  expenseViewSchema,
  invoiceViewSchema,
  ledgerItemViewSchema,
  paycheckListRowSchema,
  paymentViewSchema,
  payrollRunViewSchema,
  ptoBalanceViewSchema,
  teamMemberSchema,
  timesheetViewSchema,
  type DocumentKind,
  type UserType,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import type { AccessRule } from '../../plugins/access.js';
import { listAssignmentViews } from '../assignments/assignments.service.js';
import { clientList } from '../clients/clients-list.service.js';
import { contractorList } from '../contractors/contractors-list.service.js';
import { commissionList } from '../distributions/commission-payouts.service.js';
import { distributionList } from '../distributions/distributions.service.js';
import { documentList } from '../documents/documents.service.js';
import { expenseList } from '../expenses/expenses-list.service.js';
import { invoiceLineList, invoiceLineRowSchema } from '../invoices/invoice-lines-list.service.js';
import { invoiceList } from '../invoices/invoices.service.js';
import { ledgerItemList } from '../ledger/ledger-items-list.service.js';
import { paymentList } from '../payments/payments.service.js';
import { paycheckList, payrollRunList } from '../payroll-runs/payroll-runs.service.js';
import { ptoBalanceList } from '../pto/pto-balances.service.js';
import { timesheetList } from '../timesheets/timesheets-list.service.js';
import { memberList } from '../users/users-list.service.js';

/** Rows read a keyset page at a time: a large partner's table never sits in memory whole. */
export const EXPORT_PAGE = 1_000;

export interface ExportContext {
  deps: AppDeps;
  principal: Principal;
  /** The partner the export is kept to (a partner user's own; the one staff named); none: the platform's. */
  partnerId: string | undefined;
  /** Workers of the kept partner, as the workers table met them (PTO balances name no partner). */
  partnerWorkers: Set<string>;
  /** Rows per page (EXPORT_PAGE; a test pages by two to cross many cursors). */
  pageSize: number;
}

type Page<V> = { rows: V[]; nextCursor?: string | null };
type Rule = Exclude<AccessRule, { public: true }>;

export interface ExportTable {
  /** The CSV's name in the archive (without `.csv`). */
  name: string;
  /** The list route the table is (its access rule must equal `access`; a test compares them). */
  route: string;
  access: Rule;
  /** The row's shape, as the list route declares it: the CSV's columns. */
  row: z.ZodType;
  /** Every row, a page at a time. */
  pages(ctx: ExportContext): AsyncGenerator<Record<string, unknown>[]>;
}

/** Every page of a keyset list, following its cursor. */
async function* paged<V>(ctx: ExportContext, read: (page: ListRequest) => Promise<Page<V>>, sort: ListRequest['sort']) {
  let cursor: string | undefined;
  for (;;) {
    const page = await read({ sort, limit: ctx.pageSize, offset: 0, count: false, ...(cursor && { cursor }) });
    yield page.rows as Record<string, unknown>[];
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

const asc = (column: string) => ({ column, desc: false });
const ref = (v: unknown) => (v as { id?: string } | null | undefined)?.id;

function table(
  name: string,
  route: string,
  access: Rule,
  row: z.ZodType,
  read: (ctx: ExportContext, page: ListRequest) => Promise<Page<unknown>>,
  sort: string,
): ExportTable {
  return { name, route, access, row, pages: (ctx) => paged(ctx, (page) => read(ctx, page), asc(sort)) };
}

const CONTRACTOR_READERS: UserType[] = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'];
const INVOICES: Rule = {
  userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'],
  link: '/invoices',
  capability: 'see_bill',
};
const DOCUMENT_READERS: Record<DocumentKind, UserType[]> = {
  contractor: ['admin', 'eor', 'partner', 'contractor'],
  client: ['admin', 'eor', 'partner', 'client'],
  employer: ['admin', 'eor', 'partner'],
  platform: ['admin', 'eor', 'partner'],
};

/**
 * Documents' metadata (never the files): active and archived. Kept to a partner by the view's partner: its
 * own and the platform's (which every partner's users read), so a partner user's equals their list.
 */
function documents(kind: DocumentKind): ExportTable {
  return {
    name: `${kind}_documents`,
    route: `/v2/${kind}_documents`,
    access: { userTypes: DOCUMENT_READERS[kind], link: `/${kind}_documents` },
    row: documentViewSchema,
    async *pages(ctx) {
      for (const status of ['active', 'archived'] as const) {
        const pages = paged(
          ctx,
          (page) => documentList(ctx.deps, ctx.principal, kind, { status, ...page }),
          asc('created_at'),
        );
        for await (const rows of pages)
          // Kept to the partner: its own, and the platform's (no partner), which its users read too.
          yield ctx.partnerId ? rows.filter((d) => [undefined, ctx.partnerId].includes(ref(d.partner))) : rows;
      }
    },
  };
}

export const EXPORT_TABLES: readonly ExportTable[] = [
  table(
    'clients',
    '/v2/clients',
    { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/clients' },
    clientViewSchema,
    (ctx, page) => clientList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'name',
  ),
  {
    name: 'workers',
    route: '/v2/contractors',
    access: { userTypes: CONTRACTOR_READERS, link: '/contractors' },
    row: contractorViewSchema,
    async *pages(ctx) {
      const read = (page: ListRequest) =>
        contractorList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page });
      for await (const rows of paged(ctx, read, asc('name'))) {
        if (ctx.partnerId) for (const r of rows) ctx.partnerWorkers.add(String(r.id));
        yield rows;
      }
    },
  },
  table(
    'placements',
    '/v2/assignments',
    { userTypes: CONTRACTOR_READERS, link: '/assignments' },
    assignmentViewSchema,
    (ctx, page) =>
      listAssignmentViews(
        ctx.deps.db,
        ctx.principal,
        { partnerId: ctx.partnerId, ...page },
        ctx.deps.clock.now().toISOString().slice(0, 10),
      ),
    'start_date',
  ),
  table(
    'timesheet_entries',
    '/v2/timesheets',
    { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/timesheets' },
    timesheetViewSchema,
    (ctx, page) => timesheetList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'date',
  ),
  table(
    'expenses',
    '/v2/expenses',
    { userTypes: ['admin', 'eor', 'partner', 'client', 'contractor'], link: '/expenses' },
    expenseViewSchema,
    (ctx, page) => expenseList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'date',
  ),
  table(
    'invoices',
    '/v2/invoices',
    INVOICES,
    invoiceViewSchema,
    (ctx, page) => invoiceList(ctx.deps, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'due_date',
  ),
  table(
    'invoice_lines',
    '/v2/invoices',
    INVOICES,
    invoiceLineRowSchema,
    (ctx, page) => invoiceLineList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'invoice',
  ),
  table(
    'payments',
    '/v2/payments',
    { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/payments', capability: 'see_bill' },
    paymentViewSchema,
    (ctx, page) => paymentList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'payment_date',
  ),
  table(
    'payroll_runs',
    '/v2/payroll_runs',
    { userTypes: ['admin', 'eor', 'partner'], link: '/payroll_runs', capability: 'see_payroll' },
    payrollRunViewSchema,
    (ctx, page) => payrollRunList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'period_start',
  ),
  table(
    'paychecks',
    '/v2/paychecks',
    { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/paychecks', capability: 'see_paychecks' },
    paycheckListRowSchema,
    (ctx, page) => paycheckList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'check_date',
  ),
  documents('contractor'),
  documents('client'),
  documents('employer'),
  documents('platform'),
  table(
    'users',
    '/v2/users',
    { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'] },
    teamMemberSchema,
    (ctx, page) => memberList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'email',
  ),
  table(
    'distributions',
    '/v2/distributions',
    { userTypes: ['admin', 'eor', 'partner', 'sales_partner'], link: '/distributions', capability: 'sensitive' },
    distributionViewSchema,
    (ctx, page) => distributionList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'period_start',
  ),
  table(
    'commissions',
    '/v2/commissions',
    { userTypes: ['admin', 'eor', 'sales_partner'], link: '/distributions', capability: 'sensitive' },
    commissionViewSchema,
    (ctx, page) => commissionList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'period_start',
  ),
  {
    name: 'pto_balances',
    route: '/v2/pto_accruals/balances',
    access: { userTypes: ['admin', 'eor', 'partner', 'contractor'], link: '/pto_accruals' },
    row: ptoBalanceViewSchema,
    async *pages(ctx) {
      const read = (page: ListRequest) => ptoBalanceList(ctx.deps.db, ctx.principal, page);
      for await (const rows of paged(ctx, read, asc('contractor')))
        yield ctx.partnerId ? rows.filter((b) => ctx.partnerWorkers.has(ref(b.contractor) ?? '')) : rows;
    },
  },
  table(
    'ledger_items',
    '/v2/pay_bill_transaction_items',
    { userTypes: ['admin', 'eor', 'partner'], link: '/transaction_items' },
    ledgerItemViewSchema,
    (ctx, page) => ledgerItemList(ctx.deps.db, ctx.principal, { partnerId: ctx.partnerId, ...page }),
    'work_date',
  ),
];

/** A field that could carry a secret is never a column, whatever a view holds (tax ids are masked views). */
const SECRET = /(password|token|secret|hash|api_key|account_number|routing_number|ciphertext)/i;

/** The view's fields as column paths: nested objects flattened (`client.name`), lists and unions whole. */
export function columnsOf(schema: z.ZodType, prefix = ''): string[] {
  let s = schema as unknown as { def: { type: string; innerType?: unknown; shape?: Record<string, unknown> } };
  while (s.def.innerType && ['optional', 'nullable', 'default', 'readonly', 'catch'].includes(s.def.type))
    s = s.def.innerType as typeof s;
  if (s.def.type !== 'object' || !s.def.shape) return prefix && !SECRET.test(prefix) ? [prefix] : [];
  return Object.entries(s.def.shape).flatMap(([key, field]) =>
    columnsOf(field as z.ZodType, prefix ? `${prefix}.${key}` : key),
  );
}

/** A cell: the value at the path; a list or an object as JSON (its fields are the view's, never secrets). */
export function cellOf(row: Record<string, unknown>, path: string): string | number | boolean | null {
  let v: unknown = row;
  for (const key of path.split('.')) v = v === null || v === undefined ? v : (v as Record<string, unknown>)[key];
  if (v === undefined || v === null) return null;
  return typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
}
