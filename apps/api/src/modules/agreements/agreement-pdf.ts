/**
 * Agreements and documents as PDFs (pdfkit through lib/pdf.ts; decision 0069). A document template renders
 * its merged text; a signed agreement renders its frozen text, the signature lines, and an audit page: the
 * agreement, the SHA-256 of the document signed, and each signer's name, e-mail, time, IP address and user
 * agent. The signed PDF's own SHA-256 is taken of these bytes once drawn and kept on the agreement.
 */
import { PDF_MARGIN, PDF_WIDTH, renderPdf } from '../../lib/pdf.js';

/** Paragraphs split by blank lines; single line breaks kept. */
function drawText(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica').fontSize(10.5);
  for (const paragraph of text.split(/\n{2,}/)) {
    doc.text(paragraph.trim(), PDF_MARGIN, undefined, { width: PDF_WIDTH, align: 'left', lineGap: 2 });
    doc.moveDown(0.8);
  }
}

function drawHeading(doc: PDFKit.PDFDocument, title: string, subtitle: string | null): void {
  doc.font('Helvetica-Bold').fontSize(16).text(title, PDF_MARGIN, PDF_MARGIN, { width: PDF_WIDTH });
  if (subtitle) doc.font('Helvetica').fontSize(9).fillColor('#555555').text(subtitle).fillColor('black');
  doc.moveDown();
}

export function renderDocumentPdf(title: string, subtitle: string | null, text: string): Promise<Buffer> {
  return renderPdf(title, (doc) => {
    drawHeading(doc, title, subtitle);
    drawText(doc, text);
  });
}

export interface SignedAgreementPdf {
  id: string;
  title: string;
  partnerName: string;
  workerName: string;
  template: { name: string; version: number };
  body: string;
  documentHash: string;
  generatedAt: Date;
  sentAt: Date | null;
  completedAt: Date;
  signatures: {
    role: 'signer' | 'countersigner';
    name: string;
    email: string;
    signedAt: Date;
    ip: string | null;
    userAgent: string | null;
    documentHash: string;
  }[];
}

const ROLE = { signer: 'Signer', countersigner: 'Countersigner' } as const;
const utc = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export function renderSignedAgreementPdf(a: SignedAgreementPdf): Promise<Buffer> {
  return renderPdf(a.title, (doc) => {
    drawHeading(doc, a.title, `${a.partnerName} and ${a.workerName}`);
    drawText(doc, a.body);
    doc.moveDown();
    for (const s of a.signatures) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${ROLE[s.role]}: ${s.name}`, PDF_MARGIN, undefined, { width: PDF_WIDTH });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`Signed electronically on ${utc(s.signedAt)}`);
      doc.moveDown(0.6);
    }

    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text('Audit trail', PDF_MARGIN, PDF_MARGIN);
    doc.moveDown(0.5);
    const fact = (label: string, value: string) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${label}: `, PDF_MARGIN, undefined, { continued: true, width: PDF_WIDTH });
      doc.font('Helvetica').text(value);
    };
    fact('Agreement', a.id);
    fact('Title', a.title);
    fact('Template', `${a.template.name}, version ${a.template.version}`);
    fact('Document SHA-256', a.documentHash);
    fact('Generated', utc(a.generatedAt));
    if (a.sentAt) fact('Sent for signature', utc(a.sentAt));
    fact('Completed', utc(a.completedAt));
    doc.moveDown();
    for (const s of a.signatures) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${ROLE[s.role]}: ${s.name}`, PDF_MARGIN, undefined, { width: PDF_WIDTH });
      fact('E-mail', s.email);
      fact('Signed at', utc(s.signedAt));
      fact('IP address', s.ip ?? 'not recorded');
      fact('User agent', s.userAgent ?? 'not recorded');
      fact('SHA-256 of the document signed', s.documentHash);
      doc.moveDown(0.8);
    }
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(
        'Each signer was shown the document above and signed it by click-through. The SHA-256 is taken of the ' +
          "document's text as UTF-8 bytes; the SHA-256 of this PDF file is kept with the agreement's audit record.",
        PDF_MARGIN,
        undefined,
        { width: PDF_WIDTH },
      );
  });
}
