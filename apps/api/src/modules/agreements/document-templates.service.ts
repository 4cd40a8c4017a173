/**
 * Document templates (offer letters, assignment confirmations; decision 0069) rendered to PDF for a worker
 * with the same merge fields and the same merge as agreements; and the editors' preview of a text not yet
 * saved, merged with a chosen worker's values or with sample values.
 */
import {
  DOCUMENT_TEMPLATE_CATEGORY_LABELS,
  mergeFieldsOf,
  mergeTemplate,
  needsAssignment,
  SAMPLE_MERGE_VALUES,
  unknownMergeFields,
  type TemplatePreview,
  type TemplatePreviewView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { renderDocumentPdf } from './agreement-pdf.js';
import { findVisibleTemplate } from './agreement-templates.repository.js';
import { mergeValuesFor } from './merge-values.js';

const todayOf = (deps: Pick<AppDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

export async function previewTemplate(
  deps: Pick<AppDeps, 'clock'> & { db: DbOrTx },
  p: Principal,
  body: TemplatePreview,
): Promise<TemplatePreviewView> {
  const unknown = unknownMergeFields(body.body);
  if (!body.contractor_id) {
    return {
      text: mergeTemplate(body.body, SAMPLE_MERGE_VALUES),
      merge_fields: mergeFieldsOf(body.body),
      unknown_fields: unknown,
      sample: true,
    };
  }
  const subject = await mergeValuesFor(
    deps.db,
    p,
    { contractorId: body.contractor_id, assignmentId: body.assignment_id },
    todayOf(deps),
  );
  return {
    text: mergeTemplate(body.body, subject.values),
    merge_fields: mergeFieldsOf(body.body),
    unknown_fields: unknown,
    sample: false,
  };
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A document template's current version merged for a worker and drawn as a PDF. */
export async function renderDocument(
  deps: AppDeps,
  p: Principal,
  id: string,
  q: { contractor_id: string; assignment_id?: string | undefined },
) {
  const row = await findVisibleTemplate(deps.db, p, 'document', id);
  if (!row) throw notFound();
  if (needsAssignment(row.body) && !q.assignment_id) {
    throw unprocessable([
      {
        loc: ['querystring', 'assignment_id'],
        msg: "This template reads the assignment's fields: choose the assignment",
      },
    ]);
  }
  const subject = await mergeValuesFor(
    deps.db,
    p,
    { contractorId: q.contractor_id, assignmentId: q.assignment_id },
    todayOf(deps),
    { at: 'querystring' },
  );
  const text = mergeTemplate(row.body, subject.values);
  const title = row.template.name;
  const subtitle = `${DOCUMENT_TEMPLATE_CATEGORY_LABELS[row.template.category]} · ${subject.values['worker.name'] ?? ''}`;
  const bytes = await renderDocumentPdf(title, subtitle, text);
  return {
    filename: `${slug(title) || 'document'}-${slug(subject.values['worker.name'] ?? '') || 'worker'}.pdf`,
    contentType: 'application/pdf',
    bytes,
  };
}
