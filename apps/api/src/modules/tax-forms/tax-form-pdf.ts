/**
 * A year-end form as a PDF (pdfkit; issue 14, decision 0064): the employer's (payer's) and the worker's
 * names and masked tax ids, and each box with its number, label and amount, drawn from the same figures
 * the API answers. The worker's copy: an SSN or SIN shows its last four only; the employer's FEIN its last
 * four. Not the IRS's or CRA's printed form: a statement of the figures to file or to keep.
 */
import PDFDocument from 'pdfkit';
import { formatCurrency } from '@app/domain';

export interface TaxFormPdf {
  title: string;
  subtitle: string;
  parties: { role: string; name: string; taxId: string | null; address?: string | null }[];
  facts: [string, string][];
  boxes: { box: string; label: string; amount: string }[];
  currency: string;
  footer: string;
}

const MARGIN = 50;
const WIDTH = 612 - MARGIN * 2;

export function renderTaxFormPdf(form: TaxFormPdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: form.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const symbol = form.currency === 'USD' ? '$' : `${form.currency} `;
  doc.font('Helvetica-Bold').fontSize(18).text(form.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).text(form.subtitle);
  doc.moveDown();
  for (const p of form.parties) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${p.role}: ${p.name}`);
    doc.font('Helvetica').fontSize(9);
    if (p.taxId) doc.text(p.taxId);
    if (p.address) doc.text(p.address);
    doc.moveDown(0.5);
  }
  for (const [k, v] of form.facts) doc.font('Helvetica').fontSize(10).text(`${k}: ${v}`);
  doc.moveDown();
  const row = (box: string, label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(box, MARGIN, y, { width: 60 });
    doc.text(label, MARGIN + 65, y, { width: 300 });
    doc.text(amount, MARGIN + 370, y, { width: WIDTH - 370, align: 'right' });
    doc.moveDown(0.4);
  };
  row('Box', 'Description', 'Amount', true);
  for (const b of form.boxes) row(b.box, b.label, formatCurrency(b.amount, symbol));
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).text(form.footer, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
