import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { waitFor } from './processes.js';
import type { Shopper } from './shoppers.js';
import type { TestApp } from './test-app.js';
import { accessToken } from './tokens.js';

export const STEAM_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';

export interface TestProduct {
  id: string;
  name: string;
  /** The plain codes of its keys, as imported. */
  codes: string[];
}

interface NewProductOptions {
  name?: string;
  platform?: string;
  keys?: number;
  priceCents?: number;
  /** Set through the admin API: `key` (the default), `steam_gift` or `physical`. */
  deliveryKind?: 'key' | 'steam_gift' | 'physical';
  /** Set through the admin API; none by default. */
  activationPlatform?: string | null;
}

/** A product of its own with `keys` fresh keys, imported through the admin API, and any delivery kind or activation platform set there too. */
export async function newProduct(sut: TestApp, options: NewProductOptions = {}): Promise<TestProduct> {
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `Test Game ${suffix}`;
  const [product] = await sut.db.query<{ id: string }>(
    `INSERT INTO products (name, slug, price_cents, platform) VALUES ($1, $2, $3, $4) RETURNING id`,
    [name, `test-game-${suffix}`, options.priceCents ?? 1999, options.platform ?? 'PC'],
  );
  const { deliveryKind, activationPlatform } = options;
  if (deliveryKind !== undefined || activationPlatform !== undefined) {
    await request(sut.url)
      .patch(`/api/admin/products/${product.id}`)
      .set({ authorization: `Bearer ${accessToken('admin')}` })
      .send({ deliveryKind, activationPlatform })
      .expect(200);
  }
  const codes = Array.from({ length: options.keys ?? 1 }, () => `TK${randomBytes(6).toString('hex').toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`);
  if (codes.length === 0) return { id: product.id, name, codes };
  await request(sut.url)
    .post(`/api/admin/products/${product.id}/keys`)
    .set({ authorization: `Bearer ${accessToken('admin')}` })
    .send({ keys: codes.join('\n') })
    .expect(200);
  return { id: product.id, name, codes };
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  status: string;
  totalCents: number;
  totalZarCents: number;
  creditAppliedCents: number;
  payment: { action: string; fields: [string, string][] };
}

/** Checks out `items` for the shopper; `form` adds or overrides checkout fields. */
export async function placeOrder(sut: TestApp, shopper: Shopper, items: { productId: string; quantity: number }[], form: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const res = await request(sut.url).post('/api/checkout').set(shopper.auth).send({ items, firstName: 'Thandi', lastName: 'Mokoena', deliveryConsent: true, ...form }).expect(201);
  return res.body;
}

/** A payment opened on the built-in sandbox gateway: its pay page, and the cookie the shopper's browser got. */
export interface SandboxPayment {
  payPage: string;
  cookie: string;
}

/** Posts the order's payment form to the built-in sandbox gateway, as the shopper's browser does. */
export async function openSandboxPayment(sut: TestApp, payment: { fields: [string, string][] }): Promise<SandboxPayment> {
  const processed = await request(sut.url).post('/sandbox-gateway/eng/process').type('form').send(new URLSearchParams(payment.fields).toString()).expect(303);
  const cookie = ([] as string[]).concat(processed.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  return { payPage: new URL(processed.headers.location as string, sut.url).pathname, cookie };
}

/** Presses Pay or Cancel on the sandbox gateway's pay page, with the shopper's cookie. */
export function finishSandboxPayment(sut: TestApp, payment: SandboxPayment, button: 'complete' | 'cancel'): request.Test {
  return request(sut.url).post(`${payment.payPage}/${button}`).set('cookie', payment.cookie);
}

/** Pays an order through the built-in sandbox gateway, as a shopper's browser does: the form, then Pay. */
export async function payInSandbox(sut: TestApp, order: PlacedOrder): Promise<void> {
  await finishSandboxPayment(sut, await openSandboxPayment(sut, order.payment), 'complete').expect(303);
}

/** Waits until the order reaches `status` and answers the shopper's view of it. */
export async function orderWhen(sut: TestApp, shopper: Shopper, orderNumber: string, status: string): Promise<Record<string, any>> {
  return waitFor(`order ${orderNumber} to be ${status}`, async () => {
    const res = await request(sut.url).get(`/api/orders/${orderNumber}`).set(shopper.auth);
    return res.body.status === status ? res.body : undefined;
  });
}
