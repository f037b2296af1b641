import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, STEAM_TRADE_URL } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const OWNER = 'owner@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
const RECIPIENT_TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=987654321&token=Recipient_1';
const ADDRESS = { name: 'Thandi Mokoena', line1: '12 Long Street', line2: 'Flat 4', city: 'Cape Town', postalCode: '8001', country: 'South Africa' };

describe('delivery kinds and activation platforms', () => {
  let sut: MailingTestApp;
  let smtp: FakeSmtp;
  let shopper: Shopper;

  beforeAll(async () => {
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER });
    smtp = sut.smtp;
    shopper = await signUpShopper(sut.url);
  });
  afterAll(async () => sut?.close());

  const checkout = (who: Shopper, body: Record<string, unknown>) => request(sut.url).post('/api/checkout').set(who.auth).send({ firstName: 'Thandi', deliveryConsent: true, ...body });
  const keyStatuses = async (orderId: string) =>
    Object.fromEntries((await sut.db.query<{ product_id: string; status: string }>(`SELECT product_id, status FROM product_keys WHERE order_id = $1`, [orderId])).map((row) => [row.product_id, row.status]));

  it('lets the admin set the kind and the platform, refusing any other value with a clear message', async () => {
    const game = await newProduct(sut, { keys: 0, platform: 'PC' });
    const bad = await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ deliveryKind: 'pigeon', activationPlatform: 'Origin 2' }).expect(400);
    expect(bad.body.details).toEqual([
      'deliveryKind must be one of: key, steam_gift, physical',
      expect.stringMatching(/^activationPlatform must be null or one of: Steam, EA app, /),
    ]);
    const set = await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ deliveryKind: 'physical', activationPlatform: 'GOG' }).expect(200);
    expect(set.body).toMatchObject({ deliveryKind: 'physical', activationPlatform: 'GOG' });
    const cleared = await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ activationPlatform: null }).expect(200);
    expect(cleared.body).toMatchObject({ deliveryKind: 'physical', activationPlatform: null });
    const [audit] = await sut.db.query<{ details: { changes: Record<string, unknown> } }>(
      `SELECT details FROM admin_audit_log WHERE action = 'product.update' AND target = $1 ORDER BY created_at, id LIMIT 1`,
      [game.id],
    );
    expect(audit.details.changes).toMatchObject({ deliveryKind: { from: 'key', to: 'physical' }, activationPlatform: { from: null, to: 'GOG' } });
  });

  it('shows the kind and the platform in the catalogue and the quote', async () => {
    const game = await newProduct(sut, { keys: 1, platform: 'Steam', activationPlatform: 'Steam' });
    const product = await request(sut.url).get(`/api/products/${game.id}`).expect(200);
    expect(product.body).toMatchObject({ deliveryKind: 'key', activationPlatform: 'Steam' });
    const gift = await newProduct(sut, { keys: 1, platform: 'Steam', deliveryKind: 'steam_gift' });
    const parcel = await newProduct(sut, { keys: 1, deliveryKind: 'physical' });
    const quote = await request(sut.url)
      .post('/api/cart/quote')
      .send({ items: [{ productId: game.id, quantity: 1 }, { productId: gift.id, quantity: 1 }, { productId: parcel.id, quantity: 1 }] })
      .expect(200);
    expect(quote.body.lines.map((line: { deliveryKind: string }) => line.deliveryKind)).toEqual(['key', 'steam_gift', 'physical']);
    expect(quote.body).toMatchObject({ requiresSteamTradeUrl: true, hasSteamGifts: true, requiresShippingAddress: true });
  });

  it('delivers a key of a Steam game at once, like any key, with Steam\'s activation steps and its redeem link holding the key', async () => {
    const game = await newProduct(sut, { keys: 1, platform: 'Steam', activationPlatform: 'Steam' });
    // The spec's rule still asks a Steam cart for a trade URL; a key never uses it.
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { steamTradeUrl: STEAM_TRADE_URL });
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, shopper, order.orderNumber, 'completed');
    expect(view.items).toEqual([expect.objectContaining({ productId: game.id, deliveryKind: 'key', activationPlatform: 'Steam' })]);
    expect(view.keys).toHaveLength(1);
    expect(await keyStatuses(order.orderId)).toEqual({ [game.id]: 'delivered' });

    const [mail] = await smtp.waitFor('the keys mail', (received) => received.subject === `Your keys for order ${order.orderNumber}`);
    expect(mail.text).toContain(`${game.name} (activates on Steam):`);
    expect(mail.text).toContain(game.codes[0]);
    expect(mail.text).toContain(`Redeem on Steam: https://store.steampowered.com/account/registerkey?key=${encodeURIComponent(game.codes[0])}`);
    expect(mail.text).toContain('How to activate on Steam:');
    expect(mail.text).not.toContain('trade offer');
    expect(mail.text).not.toContain('launcher named on the product page');
  });

  it('sends a Steam gift of a gift order to the recipient\'s trade URL, keeping the order processing for the admin', async () => {
    const buyer = await signUpShopper(sut.url);
    const gift = await newProduct(sut, { keys: 1, platform: 'Steam', deliveryKind: 'steam_gift' });
    const order = await placeOrder(sut, buyer, [{ productId: gift.id, quantity: 1 }], { steamTradeUrl: RECIPIENT_TRADE_URL, giftRecipientEmail: 'friend@example.com' });
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, buyer, order.orderNumber, 'processing');
    // The unit held for the gift is stock, not a key the buyer could reveal.
    expect(view.keys).toEqual([]);
    const [held] = await sut.db.query<{ id: string }>(`SELECT id FROM product_keys WHERE order_id = $1`, [order.orderId]);
    await request(sut.url).post(`/api/orders/${order.orderNumber}/keys/${held.id}/reveal`).set(buyer.auth).expect(404);

    const detail = await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200);
    expect(detail.body).toMatchObject({ steamTradeUrl: RECIPIENT_TRADE_URL, giftRecipientEmail: 'friend@example.com' });
    expect(detail.body.manualItems).toEqual([expect.objectContaining({ productId: gift.id, manualStep: 'steam_trade', deliveryKind: 'steam_gift' })]);
    const [sent] = await smtp.waitFor('the gift confirmation', (mail) => mail.to.includes(buyer.email) && mail.subject === `Your gift (order ${order.orderNumber}) was delivered`);
    expect(sent.text).toContain("our team sends it as a trade offer to the recipient's Steam trade URL");
    const [owner] = await smtp.waitFor('the owner notification', (mail) => mail.to.includes(OWNER) && mail.subject === `Order ${order.orderNumber} paid by Thandi Mokoena`);
    expect(owner.text).toContain(`Steam trade URL (the recipient's): ${RECIPIENT_TRADE_URL}`);

    await request(sut.url).post(`/api/admin/orders/${order.orderNumber}/complete`).set(admin).expect(200);
    const completed = await orderWhen(sut, buyer, order.orderNumber, 'completed');
    expect(completed.keys).toEqual([]);
  });

  it('asks a cart with a physical item for its shipping address, refusing a missing or oversized one before placing anything', async () => {
    const buyer = await signUpShopper(sut.url);
    const parcel = await newProduct(sut, { keys: 1, deliveryKind: 'physical' });
    const items = [{ productId: parcel.id, quantity: 1 }];
    const ordersOf = async () => (await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [buyer.email]))[0].count;

    const missing = await checkout(buyer, { items }).expect(400);
    expect(missing.body).toMatchObject({ code: 'shipping_address_required', message: `Shipping Address Required: ${parcel.name} is a physical item, so please give the address it ships to.` });
    const oversized = await checkout(buyer, { items, shippingAddress: { ...ADDRESS, city: 'x'.repeat(81), postalCode: '' } }).expect(400);
    expect(oversized.body.details).toEqual(expect.arrayContaining(['shippingAddress.city must be at most 80 characters', 'shippingAddress.postalCode is required for a physical item']));
    const elsewhere = await checkout(buyer, { items, shippingAddress: { ...ADDRESS, country: 'Atlantis' } }).expect(400);
    expect(elsewhere.body.details).toEqual(['shippingAddress.country must be one of the countries the checkout lists']);
    const twoLines = await checkout(buyer, { items, shippingAddress: { ...ADDRESS, line1: '12 Long Street\nCape Town' } }).expect(400);
    expect(twoLines.body.details[0]).toMatch(/^shippingAddress\.line1 must be on one line/);
    expect(await ordersOf()).toBe(0);

    const order = await placeOrder(sut, buyer, items, { shippingAddress: ADDRESS });
    const [row] = await sut.db.query<{ shipping_address: unknown }>(`SELECT shipping_address FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.shipping_address).toEqual(ADDRESS);
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, buyer, order.orderNumber, 'processing');
    expect(view.shippingAddress).toEqual(ADDRESS);
    expect(view.items).toEqual([expect.objectContaining({ deliveryKind: 'physical' })]);
    expect(await keyStatuses(order.orderId)).toEqual({ [parcel.id]: 'reserved' });
    const detail = await request(sut.url).get(`/api/admin/orders/${order.orderNumber}`).set(admin).expect(200);
    expect(detail.body).toMatchObject({ shippingAddress: ADDRESS, manualItems: [expect.objectContaining({ manualStep: 'physical' })] });
  });

  it('makes product codes for keys only: a redeemed code has no trade URL or address to go to', async () => {
    const parcel = await newProduct(sut, { keys: 1, deliveryKind: 'physical' });
    const refused = await request(sut.url).post('/api/admin/redeem-codes').set(admin).send({ kind: 'product', productId: parcel.id, count: 1 }).expect(400);
    expect(refused.body).toMatchObject({ code: 'redeem_code_kind', message: `${parcel.name} is a physical item: product codes give keys only, delivered at once.` });
  });

  it('keeps no shipping address for an order without physical items', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const order = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], { shippingAddress: ADDRESS });
    const [row] = await sut.db.query<{ shipping_address: unknown }>(`SELECT shipping_address FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.shipping_address).toBeNull();
  });

  it('keeps a line\'s kind as bought: a later change of the product does not move a paid order', async () => {
    const buyer = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: 1, platform: 'Steam' });
    const order = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }], { steamTradeUrl: STEAM_TRADE_URL });
    await request(sut.url).patch(`/api/admin/products/${game.id}`).set(admin).send({ deliveryKind: 'steam_gift' }).expect(200);
    await payInSandbox(sut, order);
    const view = await orderWhen(sut, buyer, order.orderNumber, 'completed');
    expect(view.keys).toHaveLength(1);
  });
});
