import type { FastifyReply } from 'fastify';
import { receiptFileName } from '#contracts/receipts.constants';

/** Sends a receipt as a PDF download named after its order. */
export function sendReceipt(reply: FastifyReply, orderNumber: string, pdf: Buffer): Buffer {
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${receiptFileName(orderNumber)}"`);
  return pdf;
}
