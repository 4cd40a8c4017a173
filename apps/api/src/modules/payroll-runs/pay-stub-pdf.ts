/**
 * The pay stub as a PDF (pdfkit; issue 13): the employer's and the worker's names, the pay period and check
 * date, every line of the paycheck with its current amount and the year to date, net pay and how it was
 * paid. Drawn from the same paycheck detail the API answers, so its text and the API's figures agree
 * (tested by extracting the text with an independent reader).
 */
import PDFDocument from 'pdfkit';
import { formatCurrency, type PaycheckDetail } from '@app/domain';

export interface PayStubParties {
  employerName: string;
  /** How the net pay went: "Direct deposit ••••3456", "Check", or null before processing. */
  paidBy: string | null;
}

const MARGIN = 50;
const WIDTH = 612 - MARGIN * 2;
const COLS = { label: MARGIN, base: MARGIN + 250, amount: MARGIN + 340, ytd: MARGIN + 430 };
const COL_WIDTH = { label: 240, base: 85, amount: 85, ytd: 82 };

const SECTIONS = [
  ['earning', 'Earnings'],
  ['pre_tax', 'Pre-tax deductions'],
  ['employee_tax', 'Taxes withheld'],
  ['post_tax', 'Deductions'],
  ['employer_tax', 'Employer taxes (not withheld)'],
] as const;

/** The year-to-date figure a line's code has in the engine's year to date, when it keeps one. */
const YTD_OF: Record<string, string> = {
  federal_income_tax: 'federal_income_tax',
  social_security: 'social_security_tax',
  cpp: 'cpp',
  cpp2: 'cpp2',
  ei: 'ei',
};

export function renderPayStubPdf(stub: PaycheckDetail, parties: PayStubParties): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Pay stub ${stub.check_date}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const symbol = stub.currency === 'USD' ? '$' : `${stub.currency} `;
  const money = (v: string) => formatCurrency(v, symbol);

  doc.font('Helvetica-Bold').fontSize(16).text(parties.employerName, MARGIN, MARGIN);
  doc.fontSize(18).text('PAY STUB', MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    ['Employee', stub.contractor.name],
    ['Pay period', `${stub.period_start} to ${stub.period_end}`],
    ['Check date', stub.check_date],
    ['Classification', stub.classification],
    ...(stub.work_state ? ([['Work state', stub.work_state]] as [string, string][]) : []),
  ];
  for (const [k, v] of facts) doc.text(`${k}: ${v}`);
  doc.moveDown();

  const row = (label: string, base: string, amount: string, ytd: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(label, COLS.label, y, { width: COL_WIDTH.label });
    doc.text(base, COLS.base, y, { width: COL_WIDTH.base, align: 'right' });
    doc.text(amount, COLS.amount, y, { width: COL_WIDTH.amount, align: 'right' });
    doc.text(ytd, COLS.ytd, y, { width: COL_WIDTH.ytd, align: 'right' });
    doc.moveDown(0.3);
  };
  for (const [section, title] of SECTIONS) {
    const lines = stub.lines.filter((l) => l.section === section);
    if (lines.length === 0) continue;
    doc.moveDown(0.5);
    row(title, 'Base', 'Current', 'Year to date', true);
    for (const l of lines) {
      const ytdKey = YTD_OF[l.code];
      row(l.label, money(l.base), money(l.amount), ytdKey && stub.ytd[ytdKey] ? money(stub.ytd[ytdKey]) : '');
    }
  }
  doc.moveDown();
  row('Gross pay', '', money(stub.gross), stub.ytd.gross ? money(stub.ytd.gross) : '', true);
  row('Net pay', '', money(stub.net), '', true);
  if (parties.paidBy) {
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).text(`Paid by: ${parties.paidBy}`, MARGIN);
  }
  for (const w of stub.warnings) doc.font('Helvetica').fontSize(8).text(w, MARGIN, undefined, { width: WIDTH });
  doc.end();
  return done;
}
