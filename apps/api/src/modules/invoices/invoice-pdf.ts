/**
 * The invoice as a PDF (pdfkit): the partner's white-label brand and logo, remit-to and bill-to blocks,
 * period, PO, lines (late time in its own section), tax, totals, due date and the payment link. It is
 * drawn from the same detail the API answers a client — never a pay figure — so its text and the API's
 * lines and total agree (tested by extracting the text with an independent reader).
 */
import PDFDocument from 'pdfkit';
import { formatCurrency, type InvoiceDetail } from '@app/domain';

export interface InvoiceBrand {
  name: string;
  /** PNG or JPEG bytes of the partner's logo, when it has one pdfkit can draw. */
  logo: Buffer | null;
  billTo: string[];
  payUrl: string;
}

const MARGIN = 50;
const WIDTH = 612 - MARGIN * 2;
const COLS = { description: MARGIN, hours: MARGIN + 290, rate: MARGIN + 350, amount: MARGIN + 420 };
const COL_WIDTH = { description: 280, hours: 55, rate: 65, amount: 92 };

const symbolOf = (currency: string) => (currency === 'cad' ? 'CA$' : '$');

export function renderInvoicePdf(invoice: InvoiceDetail, brand: InvoiceBrand): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: titleOf(invoice), Author: brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (v: string) => formatCurrency(v, symbolOf(invoice.currency));

  // Brand and title.
  let top = MARGIN;
  if (brand.logo) {
    try {
      doc.image(brand.logo, MARGIN, top, { fit: [120, 48] });
      top += 56;
    } catch {
      // A logo pdfkit cannot read (SVG, ICO) leaves the brand name alone.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).text(brand.name, MARGIN, top);
  doc.fontSize(20).text(titleOf(invoice), MARGIN, top, { width: WIDTH, align: 'right' });
  doc.moveDown(1.2);

  // Facts.
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Invoice date', invoice.invoice_date ?? 'Not finalized'],
    ['Due date', invoice.due_date ?? '-'],
    ['Terms', `Net ${invoice.payment_terms_net_days}`],
    ['Period', `${invoice.period.start} to ${invoice.period.end}`],
  ];
  if (invoice.purchase_orders.length > 0) facts.push(['PO', invoice.purchase_orders.join(', ')]);
  if (invoice.work_location) facts.push(['Work location', invoice.work_location.name]);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  doc.moveDown();

  // Remit to and bill to.
  const blockTop = doc.y;
  doc.font('Helvetica-Bold').text('Remit to', MARGIN, blockTop);
  doc.font('Helvetica').text(invoice.remit_to);
  doc.font('Helvetica-Bold').text('Bill to', MARGIN + WIDTH / 2, blockTop);
  doc.font('Helvetica');
  for (const line of brand.billTo) doc.text(line, MARGIN + WIDTH / 2);
  doc.x = MARGIN;
  doc.moveDown(1.5);

  // Lines.
  const row = (cells: { description: string; hours: string; rate: string; amount: string }, bold = false) => {
    if (doc.y > 700) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(cells.description, COLS.description, y, { width: COL_WIDTH.description });
    const after = doc.y;
    doc.text(cells.hours, COLS.hours, y, { width: COL_WIDTH.hours, align: 'right' });
    doc.text(cells.rate, COLS.rate, y, { width: COL_WIDTH.rate, align: 'right' });
    doc.text(cells.amount, COLS.amount, y, { width: COL_WIDTH.amount, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
    doc.x = MARGIN;
  };
  row({ description: 'Description', hours: 'Hours', rate: 'Rate', amount: 'Amount' }, true);
  const cellsOf = (l: InvoiceDetail['lines'][number]) => ({
    description: l.description,
    hours: l.kind === 'time' ? l.hours : '',
    rate: l.rate === null ? '' : money(l.rate),
    amount: money(l.amount),
  });
  const current = invoice.lines.filter((l) => l.late_period_start === null);
  const late = invoice.lines.filter((l) => l.late_period_start !== null);
  for (const l of current) row(cellsOf(l));
  if (late.length > 0) {
    doc.moveDown(0.5);
    row({ description: 'Late time (earlier periods)', hours: '', rate: '', amount: '' }, true);
    for (const l of late) row(cellsOf(l));
  }
  if (invoice.adjustments.length > 0) {
    doc.moveDown(0.5);
    row({ description: 'Adjustments', hours: '', rate: '', amount: '' }, true);
    for (const a of invoice.adjustments)
      row({ description: a.description, hours: '', rate: '', amount: money(a.amount) });
  }
  doc.moveDown();

  // Totals.
  const total = (label: string, value: string, bold = false) =>
    row({ description: '', hours: '', rate: label, amount: money(value) }, bold);
  total('Subtotal', invoice.total_bill_amount);
  total('Sales tax', invoice.total_sales_tax);
  if (invoice.client_total_adjustment_amount !== '0.00') total('Adjustments', invoice.client_total_adjustment_amount);
  total('Total due', invoice.total_due, true);
  if (invoice.allocated_amount !== '0.00') {
    total('Paid', invoice.allocated_amount);
    total('Balance due', invoice.remaining_amount, true);
  }
  doc.moveDown();

  doc.font('Helvetica').fontSize(10);
  if (invoice.status === 'void') doc.text(`VOID: ${invoice.void_reason ?? ''}`);
  else if (invoice.status !== 'draft') doc.text(`Pay online: ${brand.payUrl}`);
  if (invoice.notes) doc.moveDown().text(invoice.notes);
  doc.end();
  return done;
}

export function titleOf(invoice: InvoiceDetail): string {
  if (invoice.status === 'draft') return 'DRAFT INVOICE';
  const kind = invoice.invoice_type === 'credit_memo' ? 'CREDIT MEMO' : 'INVOICE';
  return `${kind} ${invoice.number}`;
}

export const pdfFilenameOf = (invoice: InvoiceDetail) =>
  invoice.number ? `invoice-${invoice.number}.pdf` : `invoice-draft-${invoice.id.slice(0, 8)}.pdf`;
