/**
 * Documents expiring soon or expired, per kind the caller may open (the documents lists' `expiry`
 * filter over active documents): a to-do for staff and partners, and for a contractor its own.
 */
import { DOCUMENT_PATHS, type DocumentKind } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { Principal } from '../../lib/principal.js';
import { documentList } from '../documents/documents.service.js';
import type { PartOut } from './dashboard-money.parts.js';
import { figure, hrefOf, mayOpen } from './dashboard-figures.js';

const KINDS: { kind: DocumentKind; noun: string }[] = [
  { kind: 'contractor', noun: 'Contractor documents' },
  { kind: 'client', noun: 'Client documents' },
];

const FILTERS = [
  { expiry: 'expiring_soon', label: 'expiring soon' },
  { expiry: 'expired', label: 'expired' },
] as const;

export async function documentFigures(deps: AppDeps, p: Principal): Promise<PartOut> {
  const shown = KINDS.filter(({ kind }) => mayOpen(p, DOCUMENT_PATHS[kind]));
  const figures = await Promise.all(
    shown.flatMap(({ kind, noun }) =>
      FILTERS.map(async ({ expiry, label }) => {
        const page = await documentList(deps, p, kind, {
          status: 'active',
          expiry,
          limit: 1,
          offset: 0,
          sort: { column: 'created_at', desc: true },
        });
        return figure(`documents_${kind}_${expiry}`, `${noun} ${label}`, {
          count: page.total,
          href: hrefOf(p, DOCUMENT_PATHS[kind], { expiry }),
          todo: true,
        });
      }),
    ),
  );
  return { figures };
}
