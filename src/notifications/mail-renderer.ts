import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { renderTemplate } from './mail-templates.js';
import type { MailRow } from './mail-outbox.repository.js';
import type { MailKeyLine, MailKeyRef, MailPayloads, MailTemplate, RenderedMail } from './mail.types.js';

export class MailKeysMissingError extends Error {
  constructor(mailId: string, missing: number) {
    super(`Mail ${mailId} names ${missing} key(s) that are not delivered`);
  }
}

/** The codes of delivered keys by id, decrypted; a key not delivered is left out. */
export type KeyCodes = (keyIds: string[]) => Promise<Map<string, string>>;

/**
 * Turns an outbox row into the mail to send, decrypting the keys it names at this moment only. The
 * keys module hands in how codes are read (`useKeyCodes`), so that mail does not depend on keys.
 */
@Injectable()
export class MailRenderer {
  private keyCodes: KeyCodes = () => Promise.reject(new Error('No key source is registered with the mail renderer'));

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  useKeyCodes(source: KeyCodes): void {
    this.keyCodes = source;
  }

  async render(row: Pick<MailRow, 'id' | 'template' | 'payload'>): Promise<RenderedMail> {
    const refs = ((row.payload as { keys?: MailKeyRef[] }).keys ?? []) as MailKeyRef[];
    const codes = refs.length ? await this.keyCodes(refs.map((ref) => ref.keyId)) : new Map<string, string>();
    const missing = refs.filter((ref) => !codes.has(ref.keyId)).length;
    if (missing > 0) throw new MailKeysMissingError(row.id, missing);
    const lines: MailKeyLine[] = refs.map((ref) => ({ productName: ref.productName, platform: ref.platform, activationPlatform: ref.activationPlatform, code: codes.get(ref.keyId) as string }));
    return renderTemplate(row.template as MailTemplate, row.payload as unknown as MailPayloads[MailTemplate], lines, this.config.seller);
  }
}
