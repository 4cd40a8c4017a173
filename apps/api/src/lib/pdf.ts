/**
 * A PDF drawn with pdfkit into bytes (the pay stub, invoice and tax form renderers draw the same way): a
 * Letter page with 50 pt margins, the document's title in its info, and the bytes once `draw` has drawn.
 */
import PDFDocument from 'pdfkit';

export const PDF_MARGIN = 50;
/** The width between the margins of a Letter page. */
export const PDF_WIDTH = 612 - PDF_MARGIN * 2;

export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: PDF_MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
