import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request, { Response } from 'supertest';
import { FakeFreeToGame } from '../fakes/freetogame.js';
import { newIp } from '../harness/accounts.js';
import { newProduct, orderWhen, payInSandbox, placeOrder } from '../harness/purchases.js';
import type { Shopper } from '../harness/shoppers.js';
import { startTestApp, TestApp } from '../harness/test-app.js';
import { FIXTURE_ACCOUNTS, sessionAccessToken } from '../harness/tokens.js';

/**
 * Who may call what: every operation Swagger lists is called as each kind of caller, and only the
 * cells its access class allows may get through. A route Swagger lists that this table does not
 * classify fails the test, so a new endpoint cannot slip in unclassified.
 */

/** `open`: guests and signed-in callers alike, but a token that is sent must be valid. */
type Access = 'public' | 'open' | 'signed-in' | 'owner' | 'buyer' | 'admin' | 'webhook';
type Caller = 'anonymous' | 'forged' | 'unsigned' | 'customerA' | 'escalatedA' | 'customerB' | 'admin';

const CALLERS: Caller[] = ['anonymous', 'forged', 'unsigned', 'customerA', 'escalatedA', 'customerB', 'admin'];

/** The ids the calls use: resources of customer A, and things admins act on. */
interface World {
  orderNumber: string;
  orderId: string;
  keyId: string;
  claimId: string;
  refundOrderNumber: string;
  refundProductId: string;
  refundId: string;
  productId: string;
  productSlug: string;
  importRunId: string;
  throwawayUserId: string;
  redeemCode: string;
  emailA: string;
  sessionOfA: string;
  passkeyOfA: string;
  removablePasskeysOfA: string[];
}

interface RouteRule {
  access: Access;
  /** Path parameters that differ from the defaults (A's order, its key, the product…). */
  params?: (world: World) => Record<string, string>;
  query?: string;
  body?: (world: World) => unknown;
  /** Statuses of 500 and above that an allowed call may answer on purpose. */
  allowedServerStatuses?: number[];
  /** Whether Swagger lists it (webhooks are hidden from it). */
  inSwagger?: false;
  /** A server-sent event stream, which never ends: its status is read, then the call hangs up. */
  stream?: true;
}

const NO_CONVERSATION = () => ({ id: '00000000-0000-4000-8000-000000000000' });

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The access class of every route, and a body valid enough that an allowed call is not refused for its shape. */
const ROUTES: Record<string, RouteRule> = {
  'GET /health/live': { access: 'public' },
  'GET /health/ready': { access: 'public' },

  'POST /api/auth/signup': { access: 'public', body: () => ({ email: `matrix-${randomUUID()}@keyshop.test`, password: 'Keyshop-test-1', ageConfirmed: true, termsAccepted: true }) },
  'POST /api/auth/token': { access: 'public', query: 'grant_type=password', body: (w) => ({ email: w.emailA, password: 'not-the-password-1' }) },
  'POST /api/auth/logout': { access: 'signed-in', query: 'scope=local' },
  'GET /api/auth/user': { access: 'signed-in' },
  'GET /api/auth/sessions': { access: 'signed-in' },
  // A's session: A signs it out (again: an ended one of A's is still A's), anybody else learns nothing of it.
  'DELETE /api/auth/sessions/{sessionId}': { access: 'owner', params: (w) => ({ sessionId: w.sessionOfA }) },
  'PUT /api/auth/user': { access: 'signed-in', body: () => ({ phone: '+27 82 123 4567' }) },
  'GET /api/auth/passkeys': { access: 'signed-in' },
  'POST /api/auth/passkeys/registration/options': { access: 'signed-in' },
  // Through means past the guard: a made-up answer is then refused for what it is (400), never 401/403/404.
  'POST /api/auth/passkeys/registration/verify': { access: 'signed-in', body: () => ({ credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } } }) },
  'POST /api/auth/passkeys/sign-in/options': { access: 'public' },
  'POST /api/auth/passkeys/sign-in/verify': { access: 'public', body: () => ({ credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } } }) },
  // A's passkey: only A renames or removes it, anybody else learns nothing of it.
  'PATCH /api/auth/passkeys/{passkeyId}': { access: 'owner', params: (w) => ({ passkeyId: w.passkeyOfA }), body: () => ({ name: 'Renamed by the matrix' }) },
  // Each call removes a passkey of A's of its own, so that A's second caller finds one left to remove.
  'DELETE /api/auth/passkeys/{passkeyId}': { access: 'owner', params: (w) => ({ passkeyId: w.removablePasskeysOfA.pop()! }) },
  'POST /api/auth/recover': { access: 'public', body: () => ({ email: `nobody-${randomUUID()}@keyshop.test` }) },
  'POST /api/auth/otp': { access: 'public', body: () => ({ email: `nobody-${randomUUID()}@keyshop.test` }) },
  'POST /api/auth/verify': { access: 'public', body: () => ({ email: `nobody-${randomUUID()}@keyshop.test`, code: '123456' }) },
  'POST /api/auth/verify-email': { access: 'public', body: () => ({ token: 'not-a-verification-token-at-all' }) },
  'POST /api/auth/verification/resend': { access: 'signed-in' },
  'POST /api/auth/reset-password': { access: 'public', body: () => ({ token: 'not-a-reset-token-at-all', password: 'Keyshop-test-2' }) },
  'GET /api/auth/mfa': { access: 'signed-in' },
  'POST /api/auth/mfa/totp': { access: 'signed-in' },
  'POST /api/auth/mfa/totp/confirm': { access: 'signed-in', body: () => ({ code: '123456' }) },
  'POST /api/auth/mfa/totp/disable': { access: 'signed-in', body: () => ({ code: '123456', password: 'not-the-password-1' }) },
  'POST /api/auth/mfa/recovery-codes': { access: 'signed-in', body: () => ({ code: '123456' }) },
  'POST /api/auth/mfa/verify': { access: 'public', body: () => ({ mfa_token: 'not-a-challenge-token', code: '123456' }) },
  'POST /api/auth/reauthenticate': { access: 'signed-in', body: () => ({ code: '123456' }) },
  'GET /api/profile': { access: 'signed-in' },
  'PUT /api/profile': { access: 'signed-in', body: () => ({ phoneNumber: '+27 82 765 4321' }) },
  'GET /api/me/credits': { access: 'signed-in' },
  // Each acts on the caller's own wishlist, requests and settings: nobody can name another's.
  'GET /api/me/wishlist': { access: 'signed-in' },
  'GET /api/me/wishlist/ids': { access: 'signed-in' },
  'PUT /api/me/wishlist/{productId}': { access: 'signed-in' },
  'DELETE /api/me/wishlist/{productId}': { access: 'signed-in' },
  'POST /api/me/wishlist/merge': { access: 'signed-in', body: (w) => ({ productIds: [w.productId] }) },
  'GET /api/me/alert-preferences': { access: 'signed-in' },
  'PUT /api/me/alert-preferences': { access: 'signed-in', body: () => ({ priceDropMails: true }) },
  'PUT /api/me/restock-requests/{productId}': { access: 'signed-in' },
  'DELETE /api/me/restock-requests/{productId}': { access: 'signed-in' },
  'POST /api/alerts/unsubscribe': { access: 'public', query: 'token=r.00000000-0000-4000-8000-000000000000.c2lnbmF0dXJl' },
  'GET /api/me/orders': { access: 'signed-in' },
  'POST /api/checkout': { access: 'signed-in', body: (w) => ({ items: [{ productId: w.productId, quantity: 1 }], firstName: 'Matrix', lastName: 'Caller', deliveryConsent: true }) },
  'POST /api/redeem': { access: 'signed-in', body: (w) => ({ cd_key: w.redeemCode }) },

  'GET /api/orders/{orderNumber}': { access: 'owner' },
  'POST /api/orders/{orderNumber}/keys/{keyId}/reveal': { access: 'owner' },
  'GET /api/orders/{orderNumber}/receipt.pdf': { access: 'owner' },
  'POST /api/orders/{orderNumber}/keys/{keyId}/claims': { access: 'owner', body: () => ({ message: 'Steam says the key is already used by another account.' }) },

  'GET /api/products': { access: 'public', query: 'platform=PC&sort=price_asc' },
  'GET /api/products/featured': { access: 'public' },
  'GET /api/products/facets': { access: 'public' },
  'GET /api/products/suggestions': { access: 'public', query: 'q=witcher' },
  'GET /api/products/lookup': { access: 'public', query: 'slugs=elden-ring,hades' },
  'GET /api/products/{slugOrId}': { access: 'public' },
  'GET /api/categories': { access: 'public' },
  'GET /api/products/{slugOrId}/reviews': { access: 'public' },
  'POST /api/products/{slugOrId}/reviews': { access: 'buyer', body: () => ({ stars: 4, text: 'The key worked at once, a fine game.' }) },
  'GET /api/products/{slugOrId}/reviews/mine': { access: 'signed-in' },
  'PUT /api/products/{slugOrId}/reviews/mine': { access: 'signed-in', body: () => ({ stars: 5, text: 'Even better on a second play.' }) },
  'DELETE /api/products/{slugOrId}/reviews/mine': { access: 'signed-in' },
  'GET /api/admin/reviews': { access: 'admin', query: 'visibility=hidden&page=1' },
  'POST /api/admin/reviews/{id}/hide': { access: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'POST /api/admin/reviews/{id}/unhide': { access: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'GET /api/admin/account-links': { access: 'admin', query: 'status=reviewed&page=1' },
  'POST /api/admin/account-links/{id}/dismiss': { access: 'admin', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  'POST /api/admin/account-links/{id}/block': {
    access: 'admin',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    body: (w) => ({ userId: w.throwawayUserId, reason: 'Second account of one person' }),
  },
  'POST /api/cart/quote': { access: 'public', body: (w) => ({ items: [{ productId: w.productId, quantity: 1 }] }) },
  'POST /api/contact': { access: 'public', body: () => ({ name: 'Matrix Caller', email: 'matrix@example.com', subject: 'A question', message: 'Do you sell keys for the Nintendo Switch?' }) },

  'POST /api/admin/users/{userId}/block': { access: 'admin', body: () => ({ reason: 'Chargeback on an order' }) },
  'POST /api/admin/users/{userId}/unblock': { access: 'admin' },
  'GET /api/admin/orders': { access: 'admin', query: 'status=completed&page=1' },
  'GET /api/admin/orders/{orderNumber}': { access: 'admin' },
  'POST /api/admin/orders/{orderNumber}/complete': { access: 'admin' },
  'GET /api/admin/orders/{orderNumber}/receipt.pdf': { access: 'admin' },
  'GET /api/admin/orders/{orderNumber}/refunds': { access: 'admin' },
  'POST /api/admin/orders/{orderNumber}/refunds': {
    access: 'admin',
    params: (w) => ({ orderNumber: w.refundOrderNumber }),
    body: (w) => ({ productId: w.refundProductId, method: 'credit', reason: 'Bought twice' }),
  },
  'POST /api/admin/orders/{orderNumber}/refunds/{refundId}/gateway-refunded': { access: 'admin', params: (w) => ({ orderNumber: w.refundOrderNumber }) },
  'GET /api/admin/orders/{orderNumber}/extra-payments': { access: 'admin' },
  'POST /api/admin/orders/{orderNumber}/extra-payments/{paymentId}/refunded': { access: 'admin', params: () => ({ paymentId: '00000000-0000-4000-8000-000000000000' }) },
  'POST /api/admin/orders/{orderNumber}/approve': { access: 'admin' },
  'POST /api/admin/orders/{orderNumber}/cancel': { access: 'admin', body: () => ({ reason: 'Card reported stolen', blockAccount: false }) },
  'POST /api/admin/orders/{orderNumber}/refund-to-credit': { access: 'admin' },
  'POST /api/admin/orders/{orderNumber}/cancel-pre-order': { access: 'admin' },
  'GET /api/admin/redeem-codes': { access: 'admin', query: 'status=unused' },
  'POST /api/admin/redeem-codes': { access: 'admin', body: () => ({ kind: 'credit', creditCents: 100, count: 1, note: 'matrix' }) },
  'POST /api/admin/redeem-codes/import': { access: 'admin', body: () => ({ kind: 'credit', creditCents: 100, codes: `MTRX-${randomUUID().slice(0, 4).toUpperCase()}-0000-0001` }) },
  'GET /api/admin/claims': { access: 'admin', query: 'status=open' },
  'GET /api/admin/claims/{id}': { access: 'admin', params: (w) => ({ id: w.claimId }) },
  'GET /api/admin/claims/{id}/screenshot': { access: 'admin', params: (w) => ({ id: w.claimId }) },
  'POST /api/admin/claims/{id}/resolve': { access: 'admin', params: (w) => ({ id: w.claimId }), body: () => ({ action: 'reject', reason: 'The key activates fine here.' }) },
  'POST /api/admin/catalog/sync': { access: 'admin', allowedServerStatuses: [503] }, // no catalogue provider is configured here
  'GET /api/admin/catalog/sync-runs': { access: 'admin' },
  'GET /api/admin/import': { access: 'admin' },
  'POST /api/admin/import': { access: 'admin' },
  'GET /api/admin/import/runs/{id}': { access: 'admin', params: (w) => ({ id: w.importRunId }) },
  'PUT /api/admin/import/schedule': { access: 'admin', body: () => ({ cron: null }) },
  'GET /api/admin/import/schedule/preview': { access: 'admin', query: 'preset=daily&time=03:00' },
  'GET /api/admin/queues': { access: 'admin' },
  'POST /api/admin/queues/{queue}/pause': { access: 'admin', params: () => ({ queue: 'system' }) },
  'POST /api/admin/queues/{queue}/resume': { access: 'admin', params: () => ({ queue: 'system' }) },
  'POST /api/admin/queues/{queue}/jobs/{jobId}/retry': { access: 'admin', params: (w) => ({ queue: 'orders', jobId: `fulfil:${w.orderId}` }) },
  'POST /api/admin/products/{productId}/keys': { access: 'admin', body: () => ({ keys: `MTRX-${randomUUID().toUpperCase()}` }) },
  'GET /api/admin/products': { access: 'admin', query: 'search=test' },
  'PATCH /api/admin/products/{productId}': { access: 'admin', body: () => ({ lowStockThreshold: 3 }) },
  'POST /api/admin/products': { access: 'admin', body: () => ({ name: `Matrix ${randomUUID()}`, platform: 'PC', priceCents: 100 }) },
  'GET /api/admin/products/{productId}': { access: 'admin' },
  'POST /api/admin/products/{productId}/publish': { access: 'admin' },
  'POST /api/admin/products/publish': { access: 'admin', body: () => ({ productIds: [randomUUID()] }) },
  // Sent as JSON, an upload is refused with 415 once the caller is let through; the API tests upload real images.
  'POST /api/admin/products/{productId}/images': { access: 'admin', body: () => ({ image: 'not a file' }) },
  'GET /api/admin/stock-alerts': { access: 'admin' },
  'GET /api/admin/dashboard': { access: 'admin', query: 'period=30d' },
  // The matrix's store has no wholesaler configured: setting a restock answers 409 to an admin.
  'GET /api/admin/suppliers/products': { access: 'admin', query: 'search=test' },
  'GET /api/admin/products/{productId}/restock': { access: 'admin' },
  'PUT /api/admin/products/{productId}/restock': {
    access: 'admin',
    body: () => ({ supplierProductId: 'matrix-product', minStock: 1, reorderQuantity: 1, maxUnitPriceCents: 100 }),
  },
  'DELETE /api/admin/products/{productId}/restock': { access: 'admin' },
  'GET /api/admin/purchases': { access: 'admin', query: 'page=1' },
  'GET /api/admin/audit': { access: 'admin', query: 'page=1' },

  'GET /api/chat/conversation': { access: 'open' },
  'POST /api/chat/conversation': { access: 'open', body: () => ({ name: 'Matrix Caller', email: `matrix-${randomUUID()}@example.com` }) },
  'GET /api/chat/conversation/messages': { access: 'open' },
  'POST /api/chat/conversation/messages': { access: 'open', body: () => ({ body: 'Hello from the matrix' }) },
  'GET /api/chat/conversation/stream': { access: 'open', stream: true },
  'GET /api/admin/chat/conversations': { access: 'admin', query: 'page=1' },
  'GET /api/admin/chat/conversations/{id}': { access: 'admin', params: NO_CONVERSATION },
  'GET /api/admin/chat/conversations/{id}/messages': { access: 'admin', params: NO_CONVERSATION },
  'POST /api/admin/chat/conversations/{id}/read': { access: 'admin', params: NO_CONVERSATION },
  'POST /api/admin/chat/conversations/{id}/messages': { access: 'admin', params: NO_CONVERSATION, body: () => ({ body: 'Hello from the matrix' }) },
  'GET /api/admin/chat/stream': { access: 'admin', stream: true },

  // Authenticated by its signature, not by a session: nobody gets through without one.
  'POST /api/payments/payfast/notify': { access: 'webhook' },
};

/** What a caller may get from a route of an access class: through, or exactly this refusal. */
function expectation(access: Access, caller: Caller): 'through' | 400 | 401 | 403 | 404 {
  const anonymous = caller === 'anonymous' || caller === 'forged' || caller === 'unsigned';
  const isA = caller === 'customerA' || caller === 'escalatedA';
  switch (access) {
    case 'public':
      return 'through';
    case 'open':
      return caller === 'forged' || caller === 'unsigned' ? 401 : 'through';
    case 'signed-in':
      return anonymous ? 401 : 'through';
    case 'owner':
      // Anybody but the owner, admins included, learns nothing: not even that the order exists.
      return anonymous ? 401 : isA ? 'through' : 404;
    case 'buyer':
      // Only who received the game (A) may review it; others are told so.
      return anonymous ? 401 : isA ? 'through' : 403;
    case 'admin':
      return anonymous ? 401 : caller === 'admin' ? 'through' : 403;
    case 'webhook':
      return 400;
  }
}

describe('authorization matrix', () => {
  let sut: TestApp;
  let freeToGame: FakeFreeToGame;
  let world: World;
  const users: Record<'customerA' | 'customerB', { userId: string; email: string }> = {
    customerA: { userId: randomUUID(), email: `customer-a-${randomUUID()}@keyshop.test` },
    customerB: { userId: randomUUID(), email: `customer-b-${randomUUID()}@keyshop.test` },
  };
  const secretsOfA: string[] = [];

  /** A session of its own for each call, so that signing out or a new password never ends another call's session. */
  async function tokenOf(caller: Caller): Promise<string | null> {
    if (caller === 'anonymous') return null;
    const sessionId = randomUUID();
    const account =
      caller === 'admin' || caller === 'forged' || caller === 'unsigned'
        ? { ...FIXTURE_ACCOUNTS.admin, sessionId }
        : { ...users[caller === 'customerB' ? 'customerB' : 'customerA'], sessionId };
    // The admin's sessions have proved a second factor, as admin sessions must; A's are one-factor, escalated or not.
    const aal = account.userId === FIXTURE_ACCOUNTS.admin.userId ? 2 : 1;
    await sut.db.query(`INSERT INTO sessions (id, user_id, expires_at, aal, second_factor_at) VALUES ($1, $2, now() + interval '1 day', $3, now())`, [sessionId, account.userId, aal]);
    const claims = { sub: account.userId, email: account.email, role: caller === 'customerA' || caller === 'customerB' ? 'customer' : 'admin', sid: sessionId, aal };
    if (caller === 'forged') return jwt.sign(claims, 'a-secret-that-is-not-the-stores-secret-at-all', { algorithm: 'HS256', expiresIn: '15m' });
    if (caller === 'unsigned') {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: Math.floor(Date.now() / 1000) + 900 })}.`;
    }
    // escalatedA: A's own session with a role claim of admin, signed with the real secret: the role is read from the database.
    return sessionAccessToken(account, claims.role as 'admin' | 'customer');
  }

  /** A session of each customer that the setup uses to shop. */
  const baseSessions = { customerA: randomUUID(), customerB: randomUUID() };
  function shopperOf(caller: 'customerA' | 'customerB'): Shopper {
    const token = sessionAccessToken({ ...users[caller], sessionId: baseSessions[caller] });
    return { email: users[caller].email, accessToken: token, auth: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    freeToGame = await FakeFreeToGame.start([]);
    sut = await startTestApp({ ...freeToGame.env(), IMPORT_RETRY_DELAY_MS: '0' });
    for (const caller of ['customerA', 'customerB'] as const) {
      await sut.db.query(`INSERT INTO users (id, email, password_hash, email_verified_at) VALUES ($1, $2, 'none', now())`, [users[caller].userId, users[caller].email]);
      await sut.db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [baseSessions[caller], users[caller].userId]);
    }
    const admin = { authorization: `Bearer ${sessionAccessToken(FIXTURE_ACCOUNTS.admin, 'admin')}` };
    const a = shopperOf('customerA');

    // A's order, delivered, with a claim (and its screenshot) on its key.
    const game = await newProduct(sut, { keys: 12, priceCents: 1999 });
    const placed = await placeOrder(sut, a, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, placed);
    const order = await orderWhen(sut, a, placed.orderNumber, 'completed');
    const keyId = order.keys[0].id as string;
    const claim = await request(sut.url)
      .post(`/api/orders/${placed.orderNumber}/keys/${keyId}/claims`)
      .set(a.auth)
      .send({ message: 'The key says it was already redeemed.', screenshot: { contentType: 'image/png', dataBase64: PNG } })
      .expect(201);

    // A second order of A's, one line refunded at the gateway, for the refund routes.
    const other = await newProduct(sut, { keys: 2, priceCents: 1500 });
    const second = await placeOrder(sut, a, [{ productId: other.id, quantity: 1 }]);
    await payInSandbox(sut, second);
    await orderWhen(sut, a, second.orderNumber, 'completed');
    const refund = await request(sut.url).post(`/api/admin/orders/${second.orderNumber}/refunds`).set(admin).send({ productId: other.id, method: 'gateway' }).expect(201);

    const run = await request(sut.url).post('/api/admin/import').set(admin).expect(202);
    const codes = await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'credit', creditCents: 500, count: 1 }).expect(201);
    const throwaway = randomUUID();
    await sut.db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'none')`, [throwaway, `throwaway-${throwaway}@keyshop.test`]);
    const [slug] = await sut.db.query<{ slug: string }>(`SELECT slug FROM products WHERE id = $1`, [game.id]);
    const sessionOfA = randomUUID();
    await sut.db.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [sessionOfA, users.customerA.userId]);
    const passkeysOfA: string[] = [];
    for (let i = 0; i <= CALLERS.length; i++) {
      const [{ id }] = await sut.db.query<{ id: string }>(
        `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, '\\x00', 'Chrome on Linux') RETURNING id`,
        [users.customerA.userId, randomUUID()],
      );
      passkeysOfA.push(id);
    }
    const [passkeyOfA, ...removablePasskeysOfA] = passkeysOfA;

    world = {
      orderNumber: placed.orderNumber,
      orderId: placed.orderId,
      keyId,
      claimId: claim.body.id,
      refundOrderNumber: second.orderNumber,
      refundProductId: other.id,
      refundId: refund.body.id,
      productId: game.id,
      productSlug: slug.slug,
      importRunId: run.body.id,
      throwawayUserId: throwaway,
      redeemCode: codes.body.codes?.[0] ?? codes.body.items?.[0]?.code,
      emailA: users.customerA.email,
      sessionOfA,
      passkeyOfA,
      removablePasskeysOfA,
    };
    expect(world.redeemCode).toEqual(expect.any(String));
    secretsOfA.push(users.customerA.email, users.customerA.userId, ...game.codes);
  });

  afterAll(async () => {
    await sut?.close();
    await freeToGame?.close();
  });

  function pathOf(template: string, rule: RouteRule): string {
    const params: Record<string, string> = {
      orderNumber: world.orderNumber,
      keyId: world.keyId,
      userId: world.throwawayUserId,
      refundId: world.refundId,
      productId: world.productId,
      slugOrId: world.productSlug,
      ...rule.params?.(world),
    };
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`No value for the path parameter {${name}} of ${template}`);
      return encodeURIComponent(params[name]);
    });
  }

  async function call(operation: string, rule: RouteRule, caller: Caller): Promise<{ path: string; res: Response }> {
    const [method, template] = operation.split(' ');
    const path = pathOf(template, rule) + (rule.query ? `?${rule.query}` : '');
    const token = await tokenOf(caller);
    if (rule.stream) return { path, res: await callStream(path, token) };
    const req = request(sut.url)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path).set('x-forwarded-for', newIp());
    if (token) req.set('authorization', `Bearer ${token}`);
    if (rule.access === 'webhook') req.type('form').send(`m_payment_id=${world.orderNumber}&pf_payment_id=1234567&payment_status=COMPLETE&amount_gross=1.00&signature=0000`);
    else if (rule.body) req.send(rule.body(world) as object);
    return { path, res: await req };
  }

  /** Reads a stream's status, or its refusal's body, and hangs up. */
  async function callStream(path: string, token: string | null): Promise<Response> {
    const abort = new AbortController();
    const res = await fetch(`${sut.url}${path}`, { headers: { 'x-forwarded-for': newIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal: abort.signal });
    const text = res.ok ? '' : await res.text();
    abort.abort();
    return { status: res.status, text, body: text ? JSON.parse(text) : undefined, headers: Object.fromEntries([...(res.headers as unknown as Iterable<[string, string]>)]) } as unknown as Response;
  }

  async function swaggerOperations(): Promise<string[]> {
    const doc = (await request(sut.url).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  it('classifies every operation Swagger lists, and lists nothing the table no longer needs', async () => {
    const listed = await swaggerOperations();
    const unclassified = listed.filter((operation) => !ROUTES[operation]);
    expect(unclassified).toEqual([]);
    const stale = Object.entries(ROUTES)
      .filter(([operation, rule]) => rule.inSwagger !== false && !listed.includes(operation))
      .map(([operation]) => operation);
    expect(stale).toEqual([]);
  });

  it('lets each caller through only where its access class allows, and refuses the others with exactly 401, 403 or 404', async () => {
    const failures: string[] = [];
    const leaks: string[] = [];
    for (const [operation, rule] of Object.entries(ROUTES)) {
      for (const caller of CALLERS) {
        const { path, res } = await call(operation, rule, caller);
        const expected = expectation(rule.access, caller);
        const cell = `${operation} as ${caller}: got ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`;
        if (expected === 'through') {
          const serverError = res.status >= 500 && !rule.allowedServerStatuses?.includes(res.status);
          const refused = res.status === 401 || res.status === 403 || (rule.access === 'owner' && res.status === 404);
          if (serverError || refused) failures.push(`${cell}, expected to get through`);
        } else if (res.status !== expected) {
          failures.push(`${cell}, expected ${expected}`);
        } else if (expected !== 400 && !(res.body?.status === expected && typeof res.body.code === 'string' && typeof res.body.message === 'string')) {
          failures.push(`${cell}, expected the common error body`);
        }
        // Nobody but A and admins ever reads A's e-mail, id or keys (an order number asked for is echoed back, nothing more).
        if (caller !== 'customerA' && caller !== 'escalatedA' && caller !== 'admin') {
          const text = `${res.text ?? ''}${JSON.stringify(res.headers)}`;
          for (const secret of [...secretsOfA, world.orderNumber]) {
            if (text.includes(secret) && !path.includes(encodeURIComponent(secret))) leaks.push(`${operation} as ${caller} shows ${secret}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
  }, 240_000);

  it("a forbidden call changes nothing of A's: the order, its keys and its claim are as they were", async () => {
    const [order] = await sut.db.query<{ status: string }>(`SELECT status FROM orders WHERE order_number = $1`, [world.orderNumber]);
    expect(order.status).toBe('completed');
    const [key] = await sut.db.query<{ status: string; order_id: string }>(`SELECT status, order_id FROM product_keys WHERE id = $1`, [world.keyId]);
    expect(key).toEqual({ status: 'delivered', order_id: world.orderId });
    const [blocked] = await sut.db.query<{ blocked_at: Date | null }>(`SELECT blocked_at FROM users WHERE id = $1`, [users.customerA.userId]);
    expect(blocked.blocked_at).toBeNull();
  });
});
