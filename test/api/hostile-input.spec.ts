import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request, { Response } from 'supertest';
import { newIp, signUp } from '../harness/accounts.js';
import { newProduct, orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import type { Shopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { FIXTURE_ACCOUNTS, sessionAccessToken } from '../harness/tokens.js';

/**
 * Every body field, query parameter and path parameter of the API gets hostile values. Fields are
 * listed from Swagger's schemas; what each accepts is written here by hand, and a field Swagger lists
 * that this file does not describe fails the test. A refusal is a 4xx in the common body with a message
 * a person can read; nothing is stored by a refused request; free text that is accepted never runs in a page.
 */

/** `list`: a list of texts, whose items are described on their own (`genres.0`). */
type Kind = 'text' | 'bulk' | 'strict' | 'int' | 'decimal' | 'bool' | 'true' | 'list';
interface FieldSpec {
  kind: Kind;
  min?: number;
  max?: number;
  /** For text: the longest accepted. */
  maxLength?: number;
  /** null means "not given" (optional fields) or "clear it". */
  nullOk?: boolean;
  /** For strict query parameters that take some plain words (a category slug). */
  accepts?: (value: string) => boolean;
}
type Caller = 'anonymous' | 'customer' | 'account' | 'admin';

interface World {
  orderNumber: string;
  keyId: string;
  claimId: string;
  refundOrderNumber: string;
  refundProductId: string;
  refundId: string;
  productId: string;
  editableProductId: string;
  checkoutProductId: string;
  throwawayUserId: string;
  accountEmail: string;
  chatConversationId: string;
  passkeyId: string;
}

interface BodyOperation {
  caller: Caller;
  query?: string;
  params?: (world: World) => Record<string, string>;
  base: (world: World) => Record<string, unknown>;
  fields: Record<string, FieldSpec>;
}

const text = (maxLength: number, nullOk = false): FieldSpec => ({ kind: 'text', maxLength, nullOk });
const strict = (nullOk = false): FieldSpec => ({ kind: 'strict', nullOk });
const whole = (min: number, max: number, nullOk = false): FieldSpec => ({ kind: 'int', min, max, nullOk });
const PASSWORD = text(1024);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const LIST: FieldSpec = { kind: 'list' };
/** What a product's texts accept, on creation and on edit. */
const PRODUCT_TEXTS: Record<string, FieldSpec> = {
  name: text(200),
  slug: strict(),
  description: text(20_000),
  platform: text(40),
  region: strict(),
  genres: LIST,
  'genres.0': text(40),
  releaseDate: strict(true),
  developer: text(200, true),
  publisher: text(200, true),
  ageRating: text(60, true),
  systemRequirements: text(4000, true),
};

/** Every operation with a JSON body: who calls it, a valid body, and what each field accepts. */
const BODIES: Record<string, BodyOperation> = {
  'POST /api/auth/signup': {
    caller: 'anonymous',
    base: () => ({ email: `hostile-${randomUUID()}@keyshop.test`, password: 'Keyshop-test-1', ageConfirmed: true, termsAccepted: true }),
    fields: { email: strict(), password: PASSWORD, phone: strict(true), ageConfirmed: { kind: 'true' }, termsAccepted: { kind: 'true' } },
  },
  // Swagger describes the token body as oneOf its two grants: each grant is listed here by hand.
  'POST /api/auth/token?grant_type=password': {
    caller: 'anonymous',
    query: 'grant_type=password',
    base: (w) => ({ email: w.accountEmail, password: 'Keyshop-wrong-1' }),
    fields: { email: strict(), password: PASSWORD, code: strict(true) },
  },
  'POST /api/auth/token?grant_type=refresh_token': {
    caller: 'anonymous',
    query: 'grant_type=refresh_token',
    base: () => ({ refresh_token: 'no-such-refresh-token' }),
    fields: { refresh_token: strict(true) },
  },
  'PUT /api/auth/user': {
    caller: 'account',
    base: () => ({ phone: '+27 82 123 4567' }),
    fields: { email: strict(), phone: strict(true), password: PASSWORD, currentPassword: PASSWORD },
  },
  'POST /api/auth/recover': { caller: 'anonymous', base: () => ({ email: `nobody-${randomUUID()}@keyshop.test` }), fields: { email: strict() } },
  'POST /api/auth/otp': { caller: 'anonymous', base: () => ({ email: `nobody-${randomUUID()}@keyshop.test` }), fields: { email: strict() } },
  'POST /api/auth/verify': {
    caller: 'anonymous',
    base: () => ({ email: `nobody-${randomUUID()}@keyshop.test`, code: '123456' }),
    fields: { email: strict(), code: strict(), token: text(200) },
  },
  'POST /api/auth/verify-email': { caller: 'anonymous', base: () => ({ token: 'no-such-verification-token' }), fields: { token: strict() } },
  'POST /api/auth/passkeys/registration/verify': {
    caller: 'account',
    base: () => ({ credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } } }),
    fields: {
      credential: strict(),
      'credential.id': strict(),
      'credential.rawId': strict(),
      'credential.type': strict(),
      'credential.authenticatorAttachment': strict(true),
      'credential.response': strict(),
      'credential.response.clientDataJSON': strict(),
      'credential.response.attestationObject': strict(),
      name: text(60, true),
    },
  },
  'POST /api/auth/passkeys/sign-in/verify': {
    caller: 'anonymous',
    base: () => ({ credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } } }),
    fields: {
      credential: strict(),
      'credential.id': strict(),
      'credential.rawId': strict(),
      'credential.type': strict(),
      'credential.authenticatorAttachment': strict(true),
      'credential.response': strict(),
      'credential.response.clientDataJSON': strict(),
      'credential.response.authenticatorData': strict(),
      'credential.response.signature': strict(),
      'credential.response.userHandle': strict(true),
    },
  },
  'PATCH /api/auth/passkeys/{passkeyId}': { caller: 'account', params: (w) => ({ passkeyId: w.passkeyId }), base: () => ({ name: 'Work laptop' }), fields: { name: text(60) } },
  'POST /api/auth/reset-password': { caller: 'anonymous', base: () => ({ token: 'no-such-reset-token', password: 'Keyshop-test-2' }), fields: { token: strict(), password: PASSWORD } },
  'POST /api/auth/mfa/totp/confirm': { caller: 'customer', base: () => ({ code: '123456' }), fields: { code: strict() } },
  'POST /api/auth/mfa/totp/disable': { caller: 'customer', base: () => ({ code: '123456', password: 'Keyshop-test-2' }), fields: { code: strict(), password: PASSWORD } },
  'POST /api/auth/mfa/recovery-codes': { caller: 'customer', base: () => ({ code: '123456' }), fields: { code: strict() } },
  'POST /api/auth/mfa/verify': { caller: 'anonymous', base: () => ({ mfa_token: 'no-such-challenge', code: '123456' }), fields: { mfa_token: text(2000), code: strict() } },
  'POST /api/auth/reauthenticate': { caller: 'customer', base: () => ({ code: '123456' }), fields: { code: strict() } },
  'POST /api/admin/users/{userId}/block': { caller: 'admin', base: () => ({ reason: 'Chargeback on an order' }), fields: { reason: text(500) } },
  'POST /api/admin/account-links/{id}/block': {
    caller: 'admin',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    base: (w) => ({ userId: w.throwawayUserId, reason: 'Second account of one person' }),
    fields: { userId: strict(), reason: text(500) },
  },
  'PUT /api/profile': { caller: 'customer', base: () => ({ phoneNumber: '+27 82 123 4567' }), fields: { phoneNumber: strict(true), steamTradeUrl: strict(true), country: strict(true) } },
  'POST /api/me/wishlist/merge': { caller: 'customer', base: (w) => ({ productIds: [w.productId] }), fields: { productIds: strict(), 'productIds.0': strict() } },
  'PUT /api/me/alert-preferences': { caller: 'customer', base: () => ({ priceDropMails: true }), fields: { priceDropMails: { kind: 'bool' } } },
  'POST /api/checkout': {
    caller: 'customer',
    base: (w) => ({ items: [{ productId: w.checkoutProductId, quantity: 1 }], firstName: 'Thandi', lastName: 'Mokoena', deliveryConsent: true }),
    fields: {
      items: strict(),
      'items.0': strict(),
      'items.0.productId': strict(),
      'items.0.quantity': whole(1, 10),
      'items.0.regionWarningShown': { kind: 'bool', nullOk: true },
      firstName: text(100),
      lastName: text(100, true),
      phone: strict(true),
      country: text(80, true),
      steamTradeUrl: strict(true),
      giftRecipientEmail: strict(true),
      shippingAddress: strict(true),
      'shippingAddress.name': strict(),
      'shippingAddress.line1': strict(),
      'shippingAddress.line2': strict(),
      'shippingAddress.city': strict(),
      'shippingAddress.postalCode': strict(),
      'shippingAddress.country': strict(),
      useCredit: { kind: 'bool', nullOk: true },
      deliveryConsent: { kind: 'true' },
    },
  },
  'POST /api/admin/orders/{orderNumber}/refunds': {
    caller: 'admin',
    params: (w) => ({ orderNumber: w.refundOrderNumber }),
    base: (w) => ({ productId: w.refundProductId, method: 'credit', reason: 'Bought twice' }),
    fields: { productId: strict(), method: strict(), reason: text(500, true) },
  },
  'POST /api/admin/orders/{orderNumber}/cancel': {
    caller: 'admin',
    base: () => ({ reason: 'Card reported stolen', blockAccount: false }),
    fields: { reason: text(500), blockAccount: { kind: 'bool', nullOk: true } },
  },
  'POST /api/redeem': { caller: 'customer', base: () => ({ cd_key: 'ABCD-EFGH-JKMN-PQRS' }), fields: { cd_key: strict() } },
  'POST /api/admin/redeem-codes': {
    caller: 'admin',
    base: () => ({ kind: 'credit', creditCents: 100, count: 1 }),
    fields: { kind: strict(), productId: strict(), creditCents: whole(1, 100_000), note: text(100, true), count: whole(1, 500) },
  },
  'POST /api/admin/redeem-codes/import': {
    caller: 'admin',
    base: () => ({ kind: 'credit', creditCents: 100, codes: `HSTL-${randomUUID().slice(0, 4).toUpperCase()}-0000-0001` }),
    fields: { kind: strict(), productId: strict(), creditCents: whole(1, 100_000), note: text(100, true), codes: { kind: 'bulk', maxLength: 1_000_000 } },
  },
  'POST /api/orders/{orderNumber}/keys/{keyId}/claims': {
    caller: 'customer',
    base: () => ({ message: 'Steam says this key was already used.' }),
    fields: { message: text(2000), screenshot: strict(true), 'screenshot.contentType': strict(), 'screenshot.dataBase64': strict() },
  },
  'POST /api/admin/claims/{id}/resolve': {
    caller: 'admin',
    params: (w) => ({ id: w.claimId }),
    base: () => ({ action: 'reject', reason: 'The key activates fine here.' }),
    fields: { action: strict(), reason: text(500) },
  },
  'PUT /api/admin/import/schedule': { caller: 'admin', base: () => ({ cron: null }), fields: { preset: strict(true), time: strict(), day: strict(), cron: strict(true) } },
  'POST /api/products/{slugOrId}/reviews': { caller: 'customer', base: () => ({ stars: 4, text: 'The key worked at once, a fine game.' }), fields: { stars: whole(1, 5), text: text(2000) } },
  'PUT /api/products/{slugOrId}/reviews/mine': { caller: 'customer', base: () => ({ stars: 4, text: 'The key worked at once, a fine game.' }), fields: { stars: whole(1, 5), text: text(2000) } },
  'POST /api/cart/quote': {
    caller: 'anonymous',
    base: (w) => ({ items: [{ productId: w.productId, quantity: 1 }] }),
    fields: { items: strict(), 'items.0': strict(), 'items.0.productId': strict(), 'items.0.quantity': whole(1, 10), 'items.0.regionWarningShown': { kind: 'bool', nullOk: true } },
  },
  'POST /api/admin/products/{productId}/keys': { caller: 'admin', params: (w) => ({ productId: w.editableProductId }), base: () => ({ keys: `HSTL-${randomUUID()}` }), fields: { keys: { kind: 'bulk', maxLength: 1_000_000 } } },
  'PATCH /api/admin/products/{productId}': {
    caller: 'admin',
    params: (w) => ({ productId: w.editableProductId }),
    base: () => ({ lowStockThreshold: 5 }),
    fields: {
      priceCents: whole(0, 10_000_000),
      discountPercent: whole(0, 100),
      active: { kind: 'bool' },
      categoryId: strict(true),
      lowStockThreshold: whole(0, 10_000),
      deliveryKind: strict(),
      activationPlatform: strict(true),
      ...PRODUCT_TEXTS,
      images: LIST,
      'images.0': text(1000),
    },
  },
  'PUT /api/admin/products/{productId}/restock': {
    caller: 'admin',
    params: (w) => ({ productId: w.editableProductId }),
    base: () => ({ supplierProductId: 'hostile-product', minStock: 1, reorderQuantity: 1, maxUnitPriceCents: 100 }),
    fields: { supplierProductId: strict(), minStock: whole(0, 10_000), reorderQuantity: whole(1, 1_000), maxUnitPriceCents: whole(1, 1_000_000) },
  },
  'POST /api/admin/products': {
    caller: 'admin',
    base: () => ({ name: `Hostile ${randomUUID()}`, platform: 'PC', priceCents: 100 }),
    fields: {
      priceCents: whole(0, 10_000_000),
      discountPercent: whole(0, 100),
      categoryId: strict(true),
      lowStockThreshold: whole(0, 10_000),
      deliveryKind: strict(),
      activationPlatform: strict(true),
      ...PRODUCT_TEXTS,
    },
  },
  'POST /api/admin/products/publish': { caller: 'admin', base: () => ({ productIds: [randomUUID()] }), fields: { productIds: strict(), 'productIds.0': strict() } },
  'POST /api/contact': {
    caller: 'anonymous',
    base: () => ({ name: 'Thandi Mokoena', email: `contact-${randomUUID()}@example.com`, subject: 'A question', message: 'Is this key region free?' }),
    fields: { name: text(100), email: strict(), subject: text(150), message: text(5000) },
  },
  'POST /api/chat/conversation': {
    caller: 'anonymous',
    base: () => ({ name: 'Thandi Mokoena', email: `chat-${randomUUID()}@example.com` }),
    fields: { name: text(100, true), email: strict(true) },
  },
  'POST /api/chat/conversation/messages': { caller: 'customer', base: () => ({ body: 'Which region is this key for?' }), fields: { body: text(2000) } },
  'POST /api/admin/chat/conversations/{id}/messages': {
    caller: 'admin',
    params: (w) => ({ id: w.chatConversationId }),
    base: () => ({ body: 'It works in every region.' }),
    fields: { body: text(2000) },
  },
};

const PRICE: FieldSpec = { kind: 'decimal', min: 0, max: 100_000 };
/** A chat message id, the oldest shown, for the page before it. */
const MESSAGE_ID: FieldSpec = { kind: 'strict', accepts: (value) => /^[1-9]\d{0,17}$/.test(value) };
const PAGE = whole(1, 10_000);
const FILTERS: Record<string, FieldSpec> = {
  category: { kind: 'strict', accepts: (value) => SLUG.test(value.trim()) && value.trim().length <= 80 },
  platform: text(40),
  genre: text(40),
  minPrice: PRICE,
  maxPrice: PRICE,
  search: text(100),
  discounted: { kind: 'strict', accepts: (value) => value === 'true' || value === 'false' },
};
/** Up to 12 product slugs, comma-separated. */
function isSlugList(value: string): boolean {
  const slugs = value.split(',').map((slug) => slug.trim()).filter(Boolean);
  return slugs.length <= 12 && slugs.every((slug) => slug.length <= 200 && SLUG.test(slug));
}

/** Every operation with query parameters, and what each accepts. */
const QUERIES: Record<string, { caller: Caller; fields: Record<string, FieldSpec>; body?: Record<string, unknown> }> = {
  'GET /api/products': { caller: 'anonymous', fields: { ...FILTERS, sort: strict(), page: PAGE, limit: whole(1, 100) } },
  'GET /api/products/featured': { caller: 'anonymous', fields: { limit: whole(1, 24) } },
  'GET /api/products/facets': { caller: 'anonymous', fields: FILTERS },
  'GET /api/products/suggestions': { caller: 'anonymous', fields: { q: text(100) } },
  'GET /api/products/lookup': { caller: 'anonymous', fields: { slugs: { kind: 'strict', accepts: isSlugList } } },
  'GET /api/admin/orders': { caller: 'admin', fields: { status: strict(), stage: strict(), page: PAGE } },
  'GET /api/admin/dashboard': { caller: 'admin', fields: { period: strict() } },
  'GET /api/admin/redeem-codes': { caller: 'admin', fields: { status: strict(), page: PAGE } },
  'GET /api/admin/claims': { caller: 'admin', fields: { status: strict(), page: PAGE } },
  'GET /api/admin/products': { caller: 'admin', fields: { search: text(200), state: strict(), page: PAGE } },
  'GET /api/admin/import/schedule/preview': { caller: 'admin', fields: { preset: strict(), time: strict(), day: strict(), cron: strict() } },
  'GET /api/admin/audit': { caller: 'admin', fields: { page: PAGE } },
  'GET /api/admin/suppliers/products': { caller: 'admin', fields: { search: text(200) } },
  'GET /api/admin/purchases': { caller: 'admin', fields: { page: PAGE } },
  'GET /api/products/{slugOrId}/reviews': { caller: 'anonymous', fields: { page: PAGE } },
  'GET /api/admin/reviews': { caller: 'admin', fields: { visibility: strict(), page: PAGE } },
  'GET /api/admin/account-links': { caller: 'admin', fields: { status: strict(), page: PAGE } },
  'GET /api/chat/conversation/messages': { caller: 'customer', fields: { before: MESSAGE_ID } },
  'GET /api/admin/chat/conversations': { caller: 'admin', fields: { filter: strict(), page: PAGE } },
  'GET /api/admin/chat/conversations/{id}/messages': { caller: 'admin', fields: { before: MESSAGE_ID } },
  'POST /api/auth/logout': { caller: 'account', fields: { scope: strict() } },
  'POST /api/auth/token': { caller: 'anonymous', fields: { grant_type: strict() }, body: {} },
  'POST /api/alerts/unsubscribe': { caller: 'anonymous', fields: { token: text(200) } },
};

/** Headers Swagger lists; only ASCII can be sent in a header. */
const HEADERS: Record<string, Record<string, FieldSpec>> = {
  'POST /api/checkout': { 'idempotency-key': strict() },
};

// 2^53 + 1 cannot be a JavaScript number: it is written into the JSON text as it is.
const UNSAFE_INTEGER = '__unsafe_integer__';
const HOSTILE: Record<string, unknown> = {
  sqlOr: "' OR 1=1 --",
  sqlDrop: "'; DROP TABLE users; --",
  script: '<script>alert(1)</script>',
  img: '"><img src=x onerror=alert(1)>',
  rtl: '\u202Egnp.exe',
  zeroWidth: 'zero\u200Bwidth\u200Djoin',
  emoji: '🎮👾🔥💥',
  nul: 'nul\u0000byte',
  // Longer than any field accepts, under the 1 MiB body limit.
  huge: 'A'.repeat(1_000_001),
  negative: -1,
  zero: 0,
  fraction: 0.5,
  enormous: 1e308,
  unsafe: UNSAFE_INTEGER,
  number: 12345,
  array: ['a'],
  emptyArray: [],
  object: { a: 1 },
  emptyObject: {},
  true: true,
  false: false,
  null: null,
};
const QUERY_HOSTILE: Record<string, string | string[]> = {
  sqlOr: "' OR 1=1 --",
  sqlDrop: "'; DROP TABLE users; --",
  script: '<script>alert(1)</script>',
  img: '"><img src=x onerror=alert(1)>',
  rtl: '\u202Egnp.exe',
  zeroWidth: 'zero\u200Bwidth',
  emoji: '🎮👾🔥💥',
  nul: 'nul\u0000byte',
  long: 'x'.repeat(2_000),
  negative: '-1',
  zero: '0',
  fraction: '0.5',
  enormous: '1e308',
  unsafe: '9007199254740993',
  boolean: 'true',
  repeated: ['1', '2'],
};
const PATH_HOSTILE = ["' OR 1=1 --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '\u202Egnp', '🎮', 'a\u0000b', 'x'.repeat(300), '../../../etc/passwd', '1e308', '-1'];

/** Whether a body value must be refused by a field of this kind. */
function mustRefuse(spec: FieldSpec, value: unknown): boolean {
  if (value === null) return !spec.nullOk;
  if (value === UNSAFE_INTEGER) return spec.kind !== 'int' || 2 ** 53 + 1 > (spec.max ?? Infinity);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return true;
    if (spec.kind === 'text' || spec.kind === 'bulk') return value.length > (spec.maxLength ?? Infinity);
    return true;
  }
  if (typeof value === 'number') {
    if (spec.kind === 'int') return !(Number.isInteger(value) && value >= spec.min! && value <= spec.max!);
    if (spec.kind === 'decimal') return !(value >= spec.min! && value <= spec.max!);
    return true;
  }
  if (typeof value === 'boolean') return !(spec.kind === 'bool' || (spec.kind === 'true' && value));
  if (Array.isArray(value) && spec.kind === 'list') return value.some((item) => typeof item !== 'string');
  return true;
}

/** Whether a query value must be refused by a parameter of this kind. */
function mustRefuseQuery(spec: FieldSpec, value: string | string[]): boolean {
  if (Array.isArray(value)) return true;
  if (value.includes('\u0000')) return true;
  if (spec.kind === 'text') return value.trim().length > spec.maxLength!;
  if (spec.accepts) return !spec.accepts(value);
  const number = Number(value);
  if (spec.kind === 'int') return !(Number.isInteger(number) && number >= spec.min! && number <= spec.max!);
  if (spec.kind === 'decimal') return !(Number.isFinite(number) && number >= spec.min! && number <= spec.max!);
  return true;
}

/** Text that must never reach a client: a stack trace, a database error, a file of the server. */
const INTERNALS = /\n\s+at |QueryFailedError|syntax error at or near|invalid input syntax|violates .* constraint|duplicate key value|relation "|column "|node_modules|\.[jt]s:\d+|ERROR: /;

/** Problems with a refusal: not a 4xx, not the common body, not readable, or showing internals. */
function refusalProblems(res: Response): string[] {
  const problems: string[] = [];
  if (res.status < 400 || res.status >= 500 || res.status === 401 || res.status === 403) problems.push(`status ${res.status}`);
  if (!/application\/json/.test(String(res.headers['content-type']))) problems.push(`content-type ${res.headers['content-type']}`);
  const body = res.body as { status?: unknown; code?: unknown; message?: unknown };
  if (body?.status !== res.status || typeof body.code !== 'string') problems.push('not the common error body');
  if (typeof body?.message !== 'string' || !/[a-z]{2}/i.test(body.message) || body.message.length > 3_000) problems.push('no readable message');
  if (INTERNALS.test(res.text)) problems.push('internals in the body');
  return problems;
}

/** A copy of `target` with `value` at a dotted path (`items.0.quantity`), creating what is missing on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  const parts = path.split('.');
  let node: Record<string, unknown> = copy;
  parts.slice(0, -1).forEach((part, index) => {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = /^\d+$/.test(parts[index + 1]) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts.at(-1)!] = value;
  return copy;
}

const TABLES = [
  'users',
  'totp_factors',
  'recovery_codes',
  'profiles',
  'products',
  'product_keys',
  'orders',
  'order_items',
  'order_events',
  'payments',
  'redeem_codes',
  'user_credits',
  'key_claims',
  'refunds',
  'contact_messages',
  'admin_audit_log',
  'import_schedule',
  'categories',
  'password_reset_tokens',
  'sign_in_codes',
  'passkeys',
  'stock_alerts',
  'product_reviews',
];

describe('hostile input', () => {
  let sut: TestApp;
  let world: World;
  let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };
  const tokens: Record<Caller, string | null> = { anonymous: null, customer: null, account: null, admin: null };
  const customer = { userId: randomUUID(), sessionId: randomUUID(), email: `hostile-customer-${randomUUID()}@keyshop.test` };

  beforeAll(async () => {
    sut = await startTestApp();
    tokens.admin = sessionAccessToken(FIXTURE_ACCOUNTS.admin, 'admin');
    await sut.db.query(`INSERT INTO users (id, email, password_hash, email_verified_at) VALUES ($1, $2, 'none', now())`, [customer.userId, customer.email]);
    await sut.db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [customer.sessionId, customer.userId]);
    tokens.customer = sessionAccessToken(customer);
    const account = await signUp(sut.url);
    tokens.account = account.accessToken;
    const shopper: Shopper = { email: customer.email, accessToken: tokens.customer, auth: { authorization: `Bearer ${tokens.customer}` } };
    const admin = { authorization: `Bearer ${tokens.admin}` };

    const game = await newProduct(sut, { keys: 2 });
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, placed);
    const order = await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    const other = await newProduct(sut, { keys: 3 });
    const refundable = await placeOrder(sut, shopper, [{ productId: other.id, quantity: 2 }]);
    await payInSandbox(sut, refundable);
    await orderWhen(sut, shopper, refundable.orderNumber, 'completed');
    // One line stays for the battery, one is refunded for the gateway route.
    const gateway = await newProduct(sut, { keys: 1 });
    const mixed = await placeOrder(sut, shopper, [{ productId: gateway.id, quantity: 1 }]);
    await payInSandbox(sut, mixed);
    await orderWhen(sut, shopper, mixed.orderNumber, 'completed');
    const refund = await request(sut.url).post(`/api/admin/orders/${mixed.orderNumber}/refunds`).set(admin).send({ productId: gateway.id, method: 'gateway' }).expect(201);
    const claimed = await newProduct(sut, { keys: 1 });
    const claimOrder = await placeOrder(sut, shopper, [{ productId: claimed.id, quantity: 1 }]);
    await payInSandbox(sut, claimOrder);
    const claimView = await orderWhen(sut, shopper, claimOrder.orderNumber, 'completed');
    const claim = await request(sut.url)
      .post(`/api/orders/${claimOrder.orderNumber}/keys/${claimView.keys[0].id}/claims`)
      .set(shopper.auth)
      .send({ message: 'The key is refused by Steam.' })
      .expect(201);
    const editable = await newProduct(sut, { keys: 0 });
    const stock = await newProduct(sut, { keys: 40 });
    const throwaway = randomUUID();
    await sut.db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'none')`, [throwaway, `throwaway-${throwaway}@keyshop.test`]);
    const chat = await request(sut.url).post('/api/chat/conversation').set(shopper.auth).send({}).expect(200);
    const [{ id: passkeyId }] = await sut.db.query<{ id: string }>(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'AAAA', '\\x00', 'Chrome on Linux') RETURNING id`,
      [account.userId],
    );
    world = {
      orderNumber: placed.orderNumber,
      keyId: order.keys[0].id,
      claimId: claim.body.id,
      refundOrderNumber: refundable.orderNumber,
      refundProductId: other.id,
      refundId: refund.body.id,
      productId: game.id,
      editableProductId: editable.id,
      checkoutProductId: stock.id,
      throwawayUserId: throwaway,
      accountEmail: account.email,
      chatConversationId: chat.body.conversation.id,
      passkeyId,
    };
    doc = (await request(sut.url).get('/api/docs-json').expect(200)).body;
  });
  afterAll(async () => sut?.close());

  function pathOf(template: string, overrides: Record<string, string> = {}): string {
    const params: Record<string, string> = {
      orderNumber: world.orderNumber,
      keyId: world.keyId,
      userId: world.throwawayUserId,
      refundId: world.refundId,
      productId: world.productId,
      slugOrId: world.productId,
      id: world.claimId,
      queue: 'orders',
      jobId: 'no-such-job',
      ...overrides,
    };
    return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  }

  /** Sends a request as `caller`, with a JSON body written as given (so 2^53 + 1 stays itself). */
  async function send(method: string, path: string, caller: Caller, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const req = request(sut.url)[method.toLowerCase() as 'get'](path).set('x-forwarded-for', newIp()).set(headers);
    if (tokens[caller]) req.set('authorization', `Bearer ${tokens[caller]}`);
    if (body === undefined) return req;
    const json = JSON.stringify(body).replaceAll(`"${UNSAFE_INTEGER}"`, String(2n ** 53n + 1n));
    return req.set('content-type', 'application/json').send(json);
  }

  function bodyCall(operation: string, spec: BodyOperation, body: unknown): Promise<Response> {
    const [method, template] = operation.split('?')[0].split(' ');
    const path = pathOf(template, spec.params?.(world)) + (spec.query ? `?${spec.query}` : '');
    return send(method, path, spec.caller, body);
  }

  function resolve(schema: any): any {
    if (schema?.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()]);
    if (schema?.allOf) return schema.allOf.map(resolve).reduce((all: any, part: any) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties } }), {});
    return schema ?? {};
  }

  /** Dotted paths of every field a schema describes, array items as `.0`. */
  function fieldsOf(schema: any, path = ''): string[] {
    const resolved = resolve(schema);
    const own = path ? [path] : [];
    if (resolved.type === 'array' && resolved.items) return [...own, ...fieldsOf(resolved.items, `${path}.0`)];
    const children = Object.entries(resolved.properties ?? {}).flatMap(([name, child]) => fieldsOf(child, path ? `${path}.${name}` : name));
    return [...own, ...children];
  }

  function swaggerOperations(): { operation: string; body?: any; params: { in: string; name: string }[] }[] {
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        body: operation.requestBody?.content?.['application/json']?.schema,
        params: operation.parameters ?? [],
      })),
    );
  }

  /** The database's content, table by table, to show that refused requests stored nothing. */
  async function fingerprint(): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await sut.db.query<{ digest: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`);
      result[table] = row.digest;
    }
    const [mails] = await sut.db.query<{ count: string }>(`SELECT count(*) FROM mail_outbox`);
    result.mail_outbox = mails.count;
    return result;
  }

  it('describes every body field, query parameter and header that Swagger lists', () => {
    const missing: string[] = [];
    for (const { operation, body, params } of swaggerOperations()) {
      if (body && operation !== 'POST /api/auth/token') {
        const spec = BODIES[operation];
        if (!spec) missing.push(`${operation}: its body`);
        else for (const field of fieldsOf(body)) if (!spec.fields[field]) missing.push(`${operation}: body field ${field}`);
      }
      for (const param of params) {
        if (param.in === 'query' && !QUERIES[operation]?.fields[param.name]) missing.push(`${operation}: query parameter ${param.name}`);
        if (param.in === 'header' && !HEADERS[operation]?.[param.name.toLowerCase()]) missing.push(`${operation}: header ${param.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Thousands of requests, one after the other: longer than the default minute on a busy machine.
  it('refuses every hostile value a field does not accept with a readable 4xx, and stores nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    const check = (what: string, res: Response) => {
      const problems = refusalProblems(res);
      if (problems.length > 0) failures.push(`${what}: ${problems.join(', ')}: ${res.status} ${res.text.slice(0, 200)}`);
    };

    for (const [operation, spec] of Object.entries(BODIES)) {
      for (const [field, fieldSpec] of Object.entries(spec.fields)) {
        for (const [name, value] of Object.entries(HOSTILE)) {
          if (!mustRefuse(fieldSpec, value)) continue;
          check(`${operation} ${field}=${name}`, await bodyCall(operation, spec, setAt(spec.base(world), field, value)));
        }
      }
      // The whole body: too large for the server, nested beyond any request, a prototype-polluting key, not an object.
      const tooLarge = { ...spec.base(world), padding: 'A'.repeat(1_048_576) };
      // Refused from its Content-Length with a 413 before a byte of it is read: a client still sending
      // the megabyte may find the connection closed under it (EPIPE, ECONNRESET) before it reads the answer.
      const res = await bodyCall(operation, spec, tooLarge).catch((error: NodeJS.ErrnoException) => error);
      if (res instanceof Error) {
        if (!['EPIPE', 'ECONNRESET'].includes(res.code ?? '')) failures.push(`${operation} over 1 MiB: ${res.message}`);
      } else {
        if (res.status !== 413) failures.push(`${operation} over 1 MiB: ${res.status}`);
        check(`${operation} over 1 MiB`, res);
      }
      const [method, template] = operation.split('?')[0].split(' ');
      const path = pathOf(template, spec.params?.(world)) + (spec.query ? `?${spec.query}` : '');
      const raw = (text: string) => request(sut.url)[method.toLowerCase() as 'post'](path).set('x-forwarded-for', newIp()).set(tokens[spec.caller] ? { authorization: `Bearer ${tokens[spec.caller]}` } : {}).set('content-type', 'application/json').send(text);
      check(`${operation} __proto__`, await raw(JSON.stringify(spec.base(world)).replace(/^\{/, '{"__proto__":{"admin":true},')));
      check(`${operation} not JSON`, await raw('{"unterminated": '));
      check(`${operation} nested 10,000 deep`, await raw(JSON.stringify(spec.base(world)).replace(/^\{/, `{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)},`)));
      for (const notAnObject of ['[]', '"text"', '42', 'null', 'true']) check(`${operation} body ${notAnObject}`, await raw(notAnObject));
    }

    for (const [operation, spec] of Object.entries(QUERIES)) {
      const [method, template] = operation.split(' ');
      for (const [field, fieldSpec] of Object.entries(spec.fields)) {
        for (const [name, value] of Object.entries(QUERY_HOSTILE)) {
          if (!mustRefuseQuery(fieldSpec, value)) continue;
          const query = new URLSearchParams((Array.isArray(value) ? value : [value]).map((one) => [field, one])).toString();
          check(`${operation} ?${field}=${name}`, await send(method, `${pathOf(template)}?${query}`, spec.caller, spec.body));
        }
      }
      check(`${operation} with an unknown parameter`, await send(method, `${pathOf(template)}?admin[role]=1`, spec.caller, spec.body));
    }

    for (const [operation, headers] of Object.entries(HEADERS)) {
      const spec = BODIES[operation];
      for (const header of Object.keys(headers)) {
        for (const value of ["' OR 1=1 --", '<script>alert(1)</script>', 'x'.repeat(101), 'short', '../../etc']) {
          const [method, template] = operation.split(' ');
          check(`${operation} ${header}: ${value.slice(0, 20)}`, await send(method, pathOf(template), spec.caller, spec.base(world), { [header]: value }));
        }
      }
    }

    for (const { operation } of swaggerOperations()) {
      const [method, template] = operation.split(' ');
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const caller: Caller = template.startsWith('/api/admin/') ? 'admin' : template.startsWith('/api/orders/') || template.startsWith('/api/me/') || template.startsWith('/api/auth/sessions/') || template.startsWith('/api/auth/passkeys/') || template.includes('/reviews') ? 'customer' : 'anonymous';
      const body = BODIES[operation]?.base(world);
      for (const name of names) {
        for (const value of PATH_HOSTILE) {
          check(`${operation} {${name}}=${JSON.stringify(value).slice(0, 30)}`, await send(method, pathOf(template, { ...BODIES[operation]?.params?.(world), [name]: value }), caller, body));
        }
      }
    }

    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('takes hostile free text where a field accepts text, and answers every value without a server error', async () => {
    const failures: string[] = [];
    for (const [operation, spec] of Object.entries(BODIES)) {
      for (const [field, fieldSpec] of Object.entries(spec.fields)) {
        for (const [name, value] of Object.entries(HOSTILE)) {
          if (mustRefuse(fieldSpec, value) || name === 'huge') continue;
          const res = await bodyCall(operation, spec, setAt(spec.base(world), field, value));
          const problems = res.status < 400 ? (INTERNALS.test(res.text) ? ['internals in the answer'] : []) : refusalProblems(res);
          if (problems.length > 0) failures.push(`${operation} ${field}=${name}: ${problems.join(', ')}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    for (const [operation, spec] of Object.entries(QUERIES)) {
      const [method, template] = operation.split(' ');
      for (const [field, fieldSpec] of Object.entries(spec.fields)) {
        for (const [name, value] of Object.entries(QUERY_HOSTILE)) {
          if (mustRefuseQuery(fieldSpec, value)) continue;
          const query = new URLSearchParams([[field, value as string]]).toString();
          const res = await send(method, `${pathOf(template)}?${query}`, spec.caller, spec.body);
          if (res.status >= 500 || INTERNALS.test(res.text)) failures.push(`${operation} ?${field}=${name}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers an address the router or the HTTP parser refuses in the common error body', async () => {
    const tooLong = await request(sut.url).get(`/api/products?search=${'a'.repeat(1_048_576)}`).expect(431);
    expect(tooLong.body).toEqual({ status: 431, code: 'request_header_fields_too_large', message: 'The address or the headers of the request are too long.' });
    const longPart = await request(sut.url).post(`/api/admin/orders/${'x'.repeat(300)}/complete`).set('authorization', `Bearer ${tokens.admin}`).expect(414);
    expect(longPart.body).toEqual({ status: 414, code: 'uri_too_long', message: 'The address is too long: a part of it is over 100 characters.' });
    const malformed = await request(sut.url).get('/api/products/%zz').expect(400);
    expect(malformed.body).toMatchObject({ status: 400, code: 'bad_request', message: expect.stringContaining('malformed %-escape') });
    const nul = await request(sut.url).get('/product/%00').expect(400);
    expect(nul.body).toEqual({ status: 400, code: 'bad_request', message: 'The address must not contain NUL characters (%00).' });
  });

  describe('stored text never runs in a page or a mail', () => {
    const script = (n: number) => `<script>alert(${n})</script>`;
    const img = (n: number) => `"><img src=x onerror=alert(${n})>`;
    /** Markup that would run: the payloads above, anywhere, unescaped. */
    const RAW = /<script>alert\(|<img src=x/i;
    const asAdmin = () => ({ cookie: `access_token=${tokens.admin}` });
    const asCustomer = () => ({ cookie: `access_token=${tokens.customer}` });

    /** The page as the server renders it for this visitor: it must not hold the payloads as markup. */
    async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
      const res = await request(sut.url).get(path).set(headers).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).not.toMatch(RAW);
      return res.text;
    }

    /** Every mail of a template, as the development mailbox shows it: the payload is shown, as text. */
    async function mails(template: string, shown: string): Promise<void> {
      const rows = await sut.db.query<{ id: string }>(`SELECT id FROM mail_outbox WHERE template = $1 ORDER BY created_at`, [template]);
      expect(rows.length).toBeGreaterThan(0);
      const pages = await Promise.all(rows.map(async ({ id }) => (await request(sut.url).get(`/dev/mailbox/${id}`).expect(200)).text));
      for (const html of pages) expect(html).not.toMatch(RAW);
      expect(pages.some((html) => html.includes(shown))).toBe(true);
    }

    /** An API answer that carries the stored text: JSON, never sniffed as HTML, the text exactly as typed. */
    function asJson(res: Response, value: string): void {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.text).toContain(JSON.stringify(value).slice(1, -1));
    }

    async function deliveredOrder(keys = 1) {
      const shopper: Shopper = { email: customer.email, accessToken: tokens.customer!, auth: { authorization: `Bearer ${tokens.customer}` } };
      const game = await newProduct(sut, { keys });
      const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: keys }]);
      await payInSandbox(sut, placed);
      const view = await orderWhen(sut, shopper, placed.orderNumber, 'completed');
      return { game, orderNumber: placed.orderNumber, keyId: view.keys[0].id as string };
    }

    it('checkout names: kept as typed, escaped in the owner mail, never markup in the order pages', async () => {
      const form = { items: [{ productId: world.checkoutProductId, quantity: 1 }], firstName: script(21), lastName: img(22), country: '\u202Eevil\u200B🎮', deliveryConsent: true };
      const placed = await send('POST', '/api/checkout', 'customer', form).then((res) => (expect(res.status).toBe(201), res.body));
      const detail = await send('GET', `/api/admin/orders/${placed.orderNumber}`, 'admin');
      expect(detail.body).toMatchObject({ firstName: form.firstName, lastName: form.lastName, country: form.country });
      asJson(detail, form.lastName);
      await page(`/admin/orders/${placed.orderNumber}`, asAdmin());
      await page(`/dashboard/orders/${placed.orderNumber}`, asCustomer());
      await page('/dashboard', asCustomer());
      await mails('owner_order', 'alert(21)');
    });

    it('contact messages: escaped in the mail to the owner', async () => {
      const form = { name: img(31), email: 'hostile@example.com', subject: script(32), message: `${script(33)} and ${img(34)}` };
      await send('POST', '/api/contact', 'anonymous', form).then((res) => expect(res.status).toBe(201));
      await mails('contact_message', 'alert(33)');
    });

    it('claim messages and reasons: as JSON to the admin and the customer, escaped in mails, never markup in the pages', async () => {
      const { orderNumber, keyId } = await deliveredOrder();
      const claim = await send('POST', `/api/orders/${orderNumber}/keys/${keyId}/claims`, 'customer', { message: `${script(41)} does not activate` });
      expect(claim.status).toBe(201);
      asJson(await send('GET', `/api/admin/claims/${claim.body.id}`, 'admin'), script(41));
      await page(`/admin/claims/${claim.body.id}`, asAdmin());
      await page('/admin/claims', asAdmin());
      await mails('key_claim_received', 'alert(41)');

      const rejected = await send('POST', `/api/admin/claims/${claim.body.id}/resolve`, 'admin', { action: 'reject', reason: img(42) });
      expect(rejected.status).toBe(200);
      asJson(await send('GET', `/api/orders/${orderNumber}`, 'customer'), img(42));
      await page(`/dashboard/orders/${orderNumber}`, asCustomer());
      await mails('key_claim_resolved', 'alert(42)');
    });

    it('admin notes and reasons: redeem-code notes, refund reasons and suspension reasons', async () => {
      const codes = await send('POST', '/api/admin/redeem-codes', 'admin', { kind: 'credit', creditCents: 100, count: 1, note: script(51) });
      expect(codes.status).toBe(201);
      asJson(await send('GET', '/api/admin/redeem-codes', 'admin'), script(51));
      await page('/admin/redeem-codes', asAdmin());

      const { game, orderNumber } = await deliveredOrder();
      const refund = await send('POST', `/api/admin/orders/${orderNumber}/refunds`, 'admin', { productId: game.id, method: 'credit', reason: script(52) });
      expect(refund.status).toBe(201);
      asJson(await send('GET', `/api/admin/orders/${orderNumber}/refunds`, 'admin'), script(52));
      await page(`/admin/orders/${orderNumber}`, asAdmin());
      await page('/dashboard', asCustomer());
      await mails('line_refunded', 'alert(52)');

      const suspended = await signUp(sut.url);
      const blocked = await send('POST', `/api/admin/users/${suspended.userId}/block`, 'admin', { reason: img(53) });
      expect(blocked.status).toBe(200);
      const signIn = await request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', newIp()).send({ email: suspended.email, password: suspended.password }).expect(403);
      asJson(signIn, img(53));
    });

    it('a product name with markup, as an import may bring it, is text in its page, its JSON-LD and its cover', async () => {
      const name = `</script>${script(61)}${img(62)}`;
      const slug = `hostile-name-${randomUUID().slice(0, 8)}`;
      await sut.db.query(`INSERT INTO products (name, slug, price_cents, platform, description) VALUES ($1, $2, 999, 'PC', $3)`, [name, slug, `${img(63)} description`]);
      const html = await page(`/product/${slug}`);
      expect(html).toContain('&lt;script&gt;alert(61)&lt;/script&gt;');
      const jsonLd = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] as string;
      expect(JSON.parse(jsonLd).name).toBe(name);
      const cover = await request(sut.url).get(`/media/covers/${slug}.svg`).expect(200);
      expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(String(cover.body)).toContain('&#60;script&#62;alert(61)');
      expect(String(cover.body)).not.toMatch(/<script|<img|<\/script>/i);
      await page(`/products?search=${encodeURIComponent('alert')}`);
    });

    it('no page component writes HTML of its own, except JSON-LD whose builders escape <, and the description the server sanitised', () => {
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? (['dist', 'node_modules'].includes(entry.name) ? [] : files(join(dir, entry.name))) : /\.(tsx?|jsx?)$/.test(entry.name) && !/\.spec\./.test(entry.name) ? [join(dir, entry.name)] : [],
        );
      const writers = files('client').flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
      const escapedJsonLd = /type="application\/ld\+json" dangerouslySetInnerHTML=\{\{ __html: (productJsonLdScript|faqJsonLdScript)\(/;
      // The product description: Markdown the server renders and sanitises (src/catalog/markdown.ts), written by one component.
      const sanitisedDescription = /^client\/features\/catalog\/ProductDescription\.tsx: dangerouslySetInnerHTML=\{\{ __html: html \}\}$/;
      expect(writers.filter((line) => !escapedJsonLd.test(line) && !sanitisedDescription.test(line))).toEqual([]);
    });
  });
});
