import { ADMIN_PATH } from '../../lib/paths';
import type { AdminRedeemCodeView, GeneratedRedeemCodesView, RedeemCodeKind } from '#contracts/redeem.contract';
import { formatDecimal, formatEur } from '#server/common/money';

export const ADMIN_REDEEM_CODES_PATH = `${ADMIN_PATH}/redeem-codes`;
export const ADMIN_REDEEM_CODES_API = '/api/admin/redeem-codes';
export const ADMIN_REDEEM_CODES_IMPORT_API = '/api/admin/redeem-codes/import';

/** The bounds the server holds the forms to. */
export const MIN_CREDIT_CENTS = 1;
export const MAX_CREDIT_CENTS = 100_000;
export const MAX_CODE_COUNT = 500;
export const MAX_NOTE_LENGTH = 100;

/** A game the codes give, as the picker found it. */
export interface PickedProduct {
  id: string;
  name: string;
  platform: string;
  stock: number;
}

/** What a code gives, as both forms ask it: a game, or an amount of credit typed in euros. */
export interface CodeRewardValues {
  kind: RedeemCodeKind;
  product: PickedProduct | null;
  /** Euros as typed: `5`, `12.50`, `7,5`. */
  amount: string;
  note: string;
}

export interface GenerateValues extends CodeRewardValues {
  count: string;
}

export interface ImportValues extends CodeRewardValues {
  codes: string;
}

export type CodeField = 'product' | 'amount' | 'count' | 'note' | 'codes';
export type CodeFieldErrors = Partial<Record<CodeField, string>>;

interface RewardBody {
  kind: RedeemCodeKind;
  productId?: string;
  creditCents?: number;
  note?: string;
}

export interface GenerateBody extends RewardBody {
  count: number;
}

export interface ImportBody extends RewardBody {
  codes: string;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: CodeFieldErrors };

/**
 * Euros as typed (`5`, `5.5`, `12.50`, `7,50`, `€ 3`) in cents; null for anything else, such as more
 * than two decimals or a negative amount.
 */
export function parseEuroAmount(text: string): number | null {
  const match = /^€?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function checkReward(values: CodeRewardValues, errors: CodeFieldErrors): RewardBody {
  const body: RewardBody = { kind: values.kind };
  if (values.kind === 'product') {
    if (values.product) body.productId = values.product.id;
    else errors.product = 'Choose the game the codes give.';
  } else {
    const cents = parseEuroAmount(values.amount);
    if (!values.amount.trim()) errors.amount = 'Enter the credit each code gives, in euros.';
    else if (cents === null) errors.amount = 'Enter an amount in euros, such as 5 or 12.50.';
    else if (cents < MIN_CREDIT_CENTS || cents > MAX_CREDIT_CENTS) errors.amount = `The amount must be between ${formatEur(MIN_CREDIT_CENTS)} and ${formatEur(MAX_CREDIT_CENTS)}.`;
    else body.creditCents = cents;
  }
  const note = values.note.trim();
  if (note.length > MAX_NOTE_LENGTH) errors.note = `Use at most ${MAX_NOTE_LENGTH} characters.`;
  else if (note) body.note = note;
  return body;
}

/** The generate form's body, or what to fix first: the game or the amount, how many, the note. */
export function checkGenerateForm(values: GenerateValues): Checked<GenerateBody> {
  const errors: CodeFieldErrors = {};
  const reward = checkReward(values, errors);
  const count = /^\d{1,4}$/.test(values.count.trim()) ? Number(values.count.trim()) : NaN;
  if (!(count >= 1 && count <= MAX_CODE_COUNT)) errors.count = `Enter how many codes to make, from 1 to ${MAX_CODE_COUNT}.`;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: { ...reward, count } };
}

/** The import form's body: the pasted list goes as it is, the server reads it line by line. */
export function checkImportForm(values: ImportValues): Checked<ImportBody> {
  const errors: CodeFieldErrors = {};
  const reward = checkReward(values, errors);
  if (!values.codes.trim()) errors.codes = 'Paste at least one code, one a line (or a CSV with a code column).';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: { ...reward, codes: values.codes } };
}

/** The fields in the order the forms show them, so that the first one in trouble gets the focus. */
export const CODE_FIELDS: readonly CodeField[] = ['product', 'amount', 'count', 'codes', 'note'];

/** A server refusal put under the field it names (`count must not be greater than 500`); null when it names none. */
export function fieldOfMessage(message: string): CodeField | null {
  if (/productId|product/i.test(message)) return 'product';
  if (/creditCents|credit|amount/i.test(message)) return 'amount';
  if (/count/i.test(message)) return 'count';
  if (/note/i.test(message)) return 'note';
  if (/codes/i.test(message)) return 'codes';
  return null;
}

/** What a code gives, in a word or two: the game's name, or `€5.00 credit`. */
export function codeReward(code: Pick<AdminRedeemCodeView, 'kind' | 'productName' | 'creditCents'>): string {
  if (code.kind === 'product') return code.productName ?? 'A game no longer in the store';
  return `${formatEur(code.creditCents ?? 0)} credit`;
}

export function codeKindLabel(kind: RedeemCodeKind): string {
  return kind === 'product' ? 'Game' : 'Store credit';
}

function csvCell(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The new codes as a CSV file: one row per code with what it gives and the note, so that the file
 * says what it holds wherever it ends up. Cells a spreadsheet would run as a formula are quoted.
 */
export function generatedCodesCsv(view: GeneratedRedeemCodesView, note: string): string {
  const reward = view.kind === 'product' ? (view.productName ?? '') : formatDecimal(view.creditCents ?? 0);
  const rows = [['code', 'kind', view.kind === 'product' ? 'product' : 'credit_eur', 'note'], ...view.codes.map((code) => [code, view.kind, reward, note.trim()])];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `redeem-codes-2026-03-04-1405.csv`: the day and the minute they were made, in UTC. */
export function generatedCodesFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `redeem-codes-${stamp}.csv`;
}

/** The list's filter: all codes, or the unused or redeemed ones only. */
export type RedeemCodeStatus = 'unused' | 'redeemed';
export const REDEEM_CODE_STATUSES: readonly RedeemCodeStatus[] = ['unused', 'redeemed'];

export function redeemCodesApiPath(status: RedeemCodeStatus | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', String(page));
  return `${ADMIN_REDEEM_CODES_API}?${params.toString()}`;
}
