import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ProductNotFoundError } from '../catalog/catalog.errors.js';
import { DomainError } from '../common/errors/domain-error.js';
import { parseKeyList } from '../keys/key-list-parser.js';
import type { RedeemCodeBatchDto } from './dto/redeem-code-batch.dto.js';
import type { RedeemCodeStatus } from './dto/redeem-codes-query.dto.js';
import { generateRedeemCode, maskRedeemCode, normaliseRedeemCode, RedeemCodeHasher } from './redeem-code.js';
import { RedeemCodesRepository, type CodeBatch } from './redeem-codes.repository.js';
import { RedeemCodeKindError } from './redeem.errors.js';
import { REDEEM_CODE_HASHER } from './redeem.tokens.js';
import type { AdminRedeemCodePageView, GeneratedRedeemCodesView, ImportedRedeemCodesView } from '#contracts/redeem.contract';
import { Transactions } from '../events/transactions.js';

const PAGE_SIZE = 25;
const MAX_IMPORTED_CODES = 10_000;
const NOT_A_CODE = 'not a code: use 8 to 64 letters and digits';

/** Admins make codes (generated, shown once) or bring their own (imported), and follow them. */
@Injectable()
export class RedeemCodesAdminService {
  private readonly logger = new Logger(RedeemCodesAdminService.name);

  constructor(
    private readonly transactions: Transactions,
    @Inject(REDEEM_CODE_HASHER) private readonly hasher: RedeemCodeHasher,
    private readonly codes: RedeemCodesRepository,
    private readonly catalog: CatalogService,
    private readonly audit: AuditLog,
  ) {}

  /** `count` new codes; the answer is the only time they are seen in full. */
  async generate(admin: AuthUser, form: RedeemCodeBatchDto & { count: number }): Promise<GeneratedRedeemCodesView> {
    const { batch, productName } = await this.batchOf(admin, form);
    const codes = Array.from({ length: form.count }, generateRedeemCode);
    await this.transactions.run(async (tx) => {
      // 79 random bits each: a clash is all but impossible, and would only mean a shorter batch, so it is refused whole.
      const added = await this.codes.insertBatch(tx, batch, codes.map((code) => this.newCode(normaliseRedeemCode(code) as string)));
      if (added.length !== codes.length) throw new DomainError('conflict', 'redeem_code_clash', 'Two codes came out the same. Please generate again.');
      await this.audit.record(admin, 'redeem_codes.generate', batch.productId, { ...auditedBatch(batch, productName), count: codes.length }, tx);
    });
    this.logger.log(`Admin ${admin.id} generated ${codes.length} ${batch.kind} code(s)`);
    return { kind: batch.kind, productName, creditCents: batch.creditCents, codes };
  }

  /** Codes from elsewhere (a partner's list, a CSV): added, duplicates and invalid lines reported, nothing echoed in full. */
  async import(admin: AuthUser, form: RedeemCodeBatchDto & { codes: string }): Promise<ImportedRedeemCodesView> {
    const { batch, productName } = await this.batchOf(admin, form);
    const parsed = parseKeyList(form.codes);
    const invalid = parsed.invalid.map(({ line, reason }) => ({ line, reason: reason.startsWith('no key') ? 'no code in this line' : NOT_A_CODE }));
    const seen = new Map<string, number>();
    const duplicates: ImportedRedeemCodesView['duplicates'] = [];
    const fresh: { line: number; hash: Buffer; masked: string }[] = [];
    for (const { line, code } of parsed.codes) {
      const normal = normaliseRedeemCode(code);
      if (!normal) {
        invalid.push({ line, reason: NOT_A_CODE });
        continue;
      }
      const first = seen.get(normal);
      if (first !== undefined) duplicates.push({ line, reason: `same code as line ${first}` });
      else {
        seen.set(normal, line);
        fresh.push({ line, ...this.newCode(normal) });
      }
    }
    if (fresh.length === 0 && invalid.length === 0 && duplicates.length === 0) {
      throw new DomainError('invalid', 'no_codes', 'The list holds no codes: paste one code per line, or a CSV with a code column.');
    }
    if (fresh.length > MAX_IMPORTED_CODES) throw new DomainError('invalid', 'too_many_codes', `Import at most ${MAX_IMPORTED_CODES} codes at a time.`);

    const added = await this.transactions.run(async (tx) => {
      const inserted = await this.codes.insertBatch(tx, batch, fresh);
      const counts = { added: inserted.length, duplicates: duplicates.length + fresh.length - inserted.length, invalid: invalid.length };
      await this.audit.record(admin, 'redeem_codes.import', batch.productId, { ...auditedBatch(batch, productName), ...counts }, tx);
      return inserted;
    });
    const addedHashes = new Set(added.map((hash) => hash.toString('hex')));
    for (const code of fresh) if (!addedHashes.has(code.hash.toString('hex'))) duplicates.push({ line: code.line, reason: 'this code is already in the store' });
    duplicates.sort((a, b) => a.line - b.line);
    invalid.sort((a, b) => a.line - b.line);
    this.logger.log(`Admin ${admin.id} imported ${added.length} ${batch.kind} code(s)`);
    return { added: added.length, duplicates, invalid };
  }

  async page(status: RedeemCodeStatus | null, page: number): Promise<AdminRedeemCodePageView> {
    const { total, items } = await this.codes.page(status, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return { items, page, pageSize: PAGE_SIZE, total };
  }

  private newCode(normal: string) {
    return { hash: this.hasher.hash(normal), masked: maskRedeemCode(normal) };
  }

  /** Checks that the batch gives one thing: a product that exists, or an amount. */
  private async batchOf(admin: AuthUser, form: RedeemCodeBatchDto): Promise<{ batch: CodeBatch; productName: string | null }> {
    if (form.kind === 'product') {
      if (form.creditCents !== undefined) throw new RedeemCodeKindError('A product code gives a product, not credit: leave creditCents out.');
      const [product] = await this.catalog.priced([form.productId as string]);
      if (!product) throw new ProductNotFoundError(form.productId as string);
      // A redeemed code is delivered at once, with no trade URL or address to send anything else to.
      if (product.deliveryKind !== 'key') {
        throw new RedeemCodeKindError(`${product.name} is ${product.deliveryKind === 'steam_gift' ? 'a Steam gift' : 'a physical item'}: product codes give keys only, delivered at once.`);
      }
      return { batch: { kind: 'product', productId: product.id, creditCents: null, note: form.note ?? null, createdBy: admin.id }, productName: product.name };
    }
    if (form.productId !== undefined) throw new RedeemCodeKindError('A credit code gives credit, not a product: leave productId out.');
    return { batch: { kind: 'credit', productId: null, creditCents: form.creditCents as number, note: form.note ?? null, createdBy: admin.id }, productName: null };
  }
}

/** What the audit log keeps of a batch: what its codes give, never the codes. */
function auditedBatch(batch: CodeBatch, productName: string | null): Record<string, unknown> {
  return { kind: batch.kind, productId: batch.productId, productName, creditCents: batch.creditCents, note: batch.note };
}
