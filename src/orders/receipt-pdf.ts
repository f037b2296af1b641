import PDFDocument from 'pdfkit';
import type { SellerIdentity } from '../config/app-config.js';
import { formatEur, formatZar } from '../common/money.js';

/** One line of a receipt: what was bought, never a key. */
export interface ReceiptLine {
  name: string;
  platform: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Refunded later as a duplicate purchase; the receipt still shows what was paid. */
  refundedAt: Date | null;
}

/** Everything a receipt prints, from the amounts stored on the order when it was placed and paid. */
export interface ReceiptDocument {
  seller: SellerIdentity;
  orderNumber: string;
  orderedAt: Date;
  paidAt: Date;
  buyer: { name: string; email: string };
  lines: ReceiptLine[];
  subtotalCents: number;
  serviceFeeCents: number;
  creditAppliedCents: number;
  totalCents: number;
  totalZarCents: number;
  zarPerEur: number;
  /** How it was paid, and the gateway's id of the payment when it went through the gateway. */
  payment: { method: string; gatewayPaymentId: string | null };
}

const MARGIN = 50;
const MUTED = '#555555';
const RULE = '#cccccc';
/** The table's columns: left edge and width, in points, on an A4 page. */
const COLUMNS = { game: [50, 245], quantity: [300, 45], unit: [350, 90], total: [445, 100] } as const;
/** The characters PDF's standard fonts can print (WinAnsi): Latin-1 and a few typographic marks, € among them. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (char: string) => (char >= ' ' && char <= '~') || (char >= '\u00a0' && char <= '\u00ff') || WIN_ANSI_EXTRAS.has(char);

/**
 * The text as the standard fonts can print it: a letter outside them loses its accent when that makes
 * it printable (ő → o), anything else becomes '?', rather than garbage (names come from shoppers and imports).
 */
export function printableText(text: string): string {
  return [...text]
    .map((char) => (printable(char) ? char : [...char.normalize('NFKD')].filter(printable).join('') || '?'))
    .join('');
}

const dateOf = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The receipt as a one- or multi-page A4 PDF, in PDF's standard Helvetica (which prints € and accented Latin letters). */
export function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const receipt = withPrintableTexts(document);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Receipt ${receipt.orderNumber}`, Author: receipt.seller.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  sellerBlock(doc, receipt.seller);
  receiptDetails(doc, receipt);
  linesTable(doc, receipt.lines);
  totals(doc, receipt);
  doc.end();
  return done;
}

/** The receipt with every text that comes from people (seller, buyer, games) made printable. */
function withPrintableTexts(receipt: ReceiptDocument): ReceiptDocument {
  const seller = Object.fromEntries(Object.entries(receipt.seller).map(([key, value]) => [key, printableText(value)])) as unknown as SellerIdentity;
  return {
    ...receipt,
    seller,
    buyer: { name: printableText(receipt.buyer.name), email: printableText(receipt.buyer.email) },
    lines: receipt.lines.map((line) => ({ ...line, name: printableText(line.name), platform: printableText(line.platform) })),
  };
}

function sellerBlock(doc: PDFKit.PDFDocument, seller: SellerIdentity): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(seller.name);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(seller.address);
  doc.text(`Registration no. ${seller.registrationNumber} · VAT no. ${seller.vatNumber}`);
  doc.text(seller.supportEmail);
  doc.moveDown(1.5);
}

function receiptDetails(doc: PDFKit.PDFDocument, receipt: ReceiptDocument): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text('Receipt');
  doc.moveDown(0.5);
  const rows: [string, string][] = [
    ['Receipt number', receipt.orderNumber],
    ['Order date', dateOf.format(receipt.orderedAt)],
    ['Paid on', dateOf.format(receipt.paidAt)],
    ['Billed to', receipt.buyer.name],
    ['E-mail', receipt.buyer.email],
  ];
  for (const [label, value] of rows) pair(doc, label, value);
  doc.moveDown(1.5);
}

function pair(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
  doc.fillColor('black').text(value, MARGIN + 120, y, { width: 375 });
  doc.x = MARGIN;
}

function linesTable(doc: PDFKit.PDFDocument, lines: ReceiptLine[]): void {
  const header = () => {
    row(doc, ['Game', 'Qty', 'Unit price', 'Line total'], 'Helvetica-Bold');
    rule(doc);
  };
  header();
  for (const line of lines) {
    const name = `${line.name} (${line.platform})${line.refundedAt ? `, refunded on ${dateOf.format(line.refundedAt)}` : ''}`;
    const height = doc.font('Helvetica').fontSize(10).heightOfString(name, { width: COLUMNS.game[1] }) + 6;
    // A row that would cross the bottom margin starts the next page, under the header again.
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      header();
    }
    row(doc, [name, String(line.quantity), formatEur(line.unitPriceCents), formatEur(line.lineTotalCents)], 'Helvetica');
  }
  rule(doc);
}

function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string], font: string): void {
  const y = doc.y;
  doc.font(font).fontSize(10).fillColor('black');
  const [game, quantity, unit, total] = cells;
  doc.text(game, COLUMNS.game[0], y, { width: COLUMNS.game[1] });
  const bottom = doc.y;
  doc.text(quantity, COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
  doc.text(unit, COLUMNS.unit[0], y, { width: COLUMNS.unit[1], align: 'right' });
  doc.text(total, COLUMNS.total[0], y, { width: COLUMNS.total[1], align: 'right' });
  doc.x = MARGIN;
  doc.y = bottom + 6;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveTo(MARGIN, doc.y - 2).lineTo(doc.page.width - MARGIN, doc.y - 2).strokeColor(RULE).lineWidth(0.5).stroke();
  doc.y += 4;
}

function totals(doc: PDFKit.PDFDocument, receipt: ReceiptDocument): void {
  if (doc.y + 170 > doc.page.height - MARGIN) doc.addPage();
  const amount = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor('black');
    doc.text(label, 300, y, { width: 140 });
    doc.text(value, COLUMNS.total[0], y, { width: COLUMNS.total[1], align: 'right' });
    doc.x = MARGIN;
    doc.moveDown(0.4);
  };
  amount('Subtotal', formatEur(receipt.subtotalCents));
  amount('Service fee', formatEur(receipt.serviceFeeCents));
  if (receipt.creditAppliedCents > 0) amount('Store credit used', `-${formatEur(receipt.creditAppliedCents)}`);
  amount('Total (EUR)', formatEur(receipt.totalCents), true);
  amount('Charged in ZAR', receipt.totalZarCents > 0 ? formatZar(receipt.totalZarCents) : 'Nothing charged', true);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (receipt.totalZarCents > 0) doc.text(`Rand amount at ${receipt.zarPerEur} ZAR per EUR, as charged when the order was placed.`, MARGIN);
  doc.text(`Payment: ${receipt.payment.method}${receipt.payment.gatewayPaymentId ? `, payment ID ${receipt.payment.gatewayPaymentId}` : ''} · Order reference ${receipt.orderNumber}`, MARGIN);
  doc.moveDown(1);
  doc.text(`Your keys are in your account at the order page, never on this receipt. Questions: ${receipt.seller.supportEmail}`, MARGIN);
}
