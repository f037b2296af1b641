import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ProductNotFoundError } from '../catalog/catalog.errors.js';
import { DomainError } from '../common/errors/domain-error.js';
import { KeyCipher, normaliseKeyCode } from './key-cipher.js';
import type { KeyImportReport } from '#contracts/keys.contract';
import { parseKeyList } from './key-list-parser.js';
import { KEY_CIPHER } from './keys.tokens.js';
import { KeyStockService } from './key-stock.service.js';
import { Transactions } from '../events/transactions.js';
import type { Queryable } from '../database/queryable.js';

const MAX_KEYS_PER_IMPORT = 10_000;

/** Adds keys to a product's stock, encrypted; never logs or returns a code. The restock's `keys.changed` refreshes the catalogue and serves waiting orders. */
@Injectable()
export class KeyImportService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(KEY_CIPHER) private readonly cipher: KeyCipher,
    private readonly stock: KeyStockService,
    private readonly audit: AuditLog,
  ) {}

  /** Imports a pasted list or CSV in one transaction, reporting what was added, duplicated or invalid; the audit log gets the counts. */
  async importKeys(admin: AuthUser, productId: string, text: string): Promise<KeyImportReport> {
    const parsed = parseKeyList(text);
    if (parsed.codes.length === 0 && parsed.invalid.length === 0) {
      throw new DomainError('invalid', 'no_keys', 'The list holds no keys: paste one key per line, or a CSV with a code column.');
    }
    if (parsed.codes.length > MAX_KEYS_PER_IMPORT) {
      throw new DomainError('invalid', 'too_many_keys', `Import at most ${MAX_KEYS_PER_IMPORT} keys at a time.`);
    }

    const seen = new Map<string, number>();
    const duplicates: KeyImportReport['duplicates'] = [];
    const fresh: { line: number; code: string; hash: Buffer }[] = [];
    for (const { line, code } of parsed.codes) {
      const normal = normaliseKeyCode(code);
      const first = seen.get(normal);
      if (first !== undefined) duplicates.push({ line, reason: `same key as line ${first}` });
      else {
        seen.set(normal, line);
        fresh.push({ line, code: normal, hash: this.cipher.hash(normal) });
      }
    }

    const result = await this.transactions.run(async (tx) => {
      const product = await this.stock.lockProduct(tx, productId);
      if (!product) throw new ProductNotFoundError(productId);
      const inserted = await this.stock.restock(tx, productId, fresh.map((key) => key.code));
      const stock = await this.stock.stockOf(tx, productId);
      const added = inserted.length;
      await this.audit.record(admin, 'keys.import', productId, { productName: product.name, added, duplicates: parsed.codes.length - added, invalid: parsed.invalid.length, stock }, tx);
      return { inserted: new Set(inserted.map((hash) => hash.toString('hex'))), stock };
    });

    for (const key of fresh) {
      if (!result.inserted.has(key.hash.toString('hex'))) duplicates.push({ line: key.line, reason: 'already in stock or sold' });
    }
    duplicates.sort((a, b) => a.line - b.line);
    return { productId, added: result.inserted.size, duplicates, invalid: parsed.invalid, stock: result.stock };
  }

  /**
   * Adds codes bought from a supplier to the product's stock in the caller's transaction, by the same
   * rules as an admin's import: normalised, sealed, and a code already known (in stock or sold) skipped.
   * Answers how many were added, were duplicates or were not valid codes; the caller records the purchase beside it.
   */
  async importPurchased(tx: Queryable, productId: string, codes: string[]): Promise<{ added: number; duplicates: number; invalid: number; stock: number }> {
    const parsed = parseKeyList(codes.join('\n'));
    const fresh = [...new Set(parsed.codes.map(({ code }) => normaliseKeyCode(code)))];
    const added = fresh.length > 0 ? (await this.stock.restock(tx, productId, fresh)).length : 0;
    return { added, duplicates: parsed.codes.length - added, invalid: parsed.invalid.length, stock: await this.stock.stockOf(tx, productId) };
  }
}
