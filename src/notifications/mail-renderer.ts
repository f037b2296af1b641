import { Injectable } from '@nestjs/common';
import { KeyDeliveryService } from '../keys/key-delivery.service.js';
import { renderTemplate } from './mail-templates.js';
import type { MailRow } from './mail-outbox.repository.js';
import type { MailKeyLine, MailKeyRef, MailPayloads, MailTemplate, RenderedMail } from './mail.types.js';

export class MailKeysMissingError extends Error {
  constructor(mailId: string, missing: number) {
    super(`Mail ${mailId} names ${missing} key(s) that are not delivered`);
  }
}

/** Turns an outbox row into the mail to send, decrypting the keys it names at this moment only. */
@Injectable()
export class MailRenderer {
  constructor(private readonly keys: KeyDeliveryService) {}

  async render(row: Pick<MailRow, 'id' | 'template' | 'payload'>): Promise<RenderedMail> {
    const refs = ((row.payload as { keys?: MailKeyRef[] }).keys ?? []) as MailKeyRef[];
    const codes = await this.keys.codesFor(refs.map((ref) => ref.keyId));
    const missing = refs.filter((ref) => !codes.has(ref.keyId)).length;
    if (missing > 0) throw new MailKeysMissingError(row.id, missing);
    const lines: MailKeyLine[] = refs.map((ref) => ({ productName: ref.productName, platform: ref.platform, code: codes.get(ref.keyId) as string }));
    return renderTemplate(row.template as MailTemplate, row.payload as unknown as MailPayloads[MailTemplate], lines);
  }
}
