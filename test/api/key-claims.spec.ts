import request from 'supertest';
import type { FakeSmtp, ReceivedMail } from '../fakes/smtp.js';
import { newProduct, orderWhen, payInSandbox, placeOrder, TestProduct } from '../harness/purchases.js';
import { signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const OWNER = 'owner-claims@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MESSAGE = 'Steam says this product key is invalid when I activate it.';

interface OrderKey {
  id: string;
  productId: string;
  masked: string;
  deliveredAt: string;
  claimWindowEndsAt: string;
  claim: { id: string; status: string; createdAt: string; resolution: Record<string, unknown> | null; resolvedAt: string | null } | null;
}

describe('key claims', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail({ STORE_OWNER_EMAIL: OWNER });
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  /** A shopper of their own with a completed order of `quantity` keys of a new game. */
  async function delivered(options: { quantity?: number; keys?: number; priceCents?: number } = {}) {
    const shopper = await signUpShopper(sut.url);
    const game = await newProduct(sut, { keys: options.keys ?? options.quantity ?? 1, priceCents: options.priceCents ?? 1999 });
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: options.quantity ?? 1 }]);
    await payInSandbox(sut, placed);
    const order = await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    return { shopper, game, orderNumber: placed.orderNumber, orderId: placed.orderId, keys: order.keys as OrderKey[] };
  }

  const report = (who: { authorization: string }, orderNumber: string, keyId: string, body: Record<string, unknown> = { message: MESSAGE }) =>
    request(sut.url).post(`/api/orders/${orderNumber}/keys/${keyId}/claims`).set(who).send(body);
  const resolve = (claimId: string, body: Record<string, unknown>, who = admin) => request(sut.url).post(`/api/admin/claims/${claimId}/resolve`).set(who).send(body);
  const view = async (shopper: Shopper, orderNumber: string) => (await request(sut.url).get(`/api/orders/${orderNumber}`).set(shopper.auth).expect(200)).body;
  const keyRow = async (keyId: string) =>
    (await sut.db.query<{ status: string; order_id: string | null; delivered_at: Date | null }>(`SELECT status, order_id, delivered_at FROM product_keys WHERE id = $1`, [keyId]))[0];
  const stockOf = async (productId: string) => (await sut.db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock;
  const claimRow = async (claimId: string) => (await sut.db.query<Record<string, any>>(`SELECT * FROM key_claims WHERE id = $1`, [claimId]))[0];
  const auditRows = async (claimId: string) =>
    sut.db.query<{ action: string; actor_email: string; details: Record<string, unknown> }>(`SELECT action, actor_email, details FROM admin_audit_log WHERE target = $1 ORDER BY id`, [claimId]);
  const mailTo = (address: string, subject: string) => smtp.waitFor(`the mail "${subject}"`, (mail: ReceivedMail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);
  const reveal = (shopper: Shopper, orderNumber: string, keyId: string) => request(sut.url).post(`/api/orders/${orderNumber}/keys/${keyId}/reveal`).set(shopper.auth);
  const ownCode = async (shopper: Shopper, orderNumber: string, keyId: string): Promise<string> => (await reveal(shopper, orderNumber, keyId).expect(200)).body.code;

  describe('reporting', () => {
    it('stores the claim with its screenshot, mails the owner the masked key only, and shows it on the order', async () => {
      const { shopper, game, orderNumber, keys } = await delivered();
      const [key] = keys;
      expect(Date.parse(key.claimWindowEndsAt) - Date.parse(key.deliveredAt)).toBe(48 * 3_600_000);
      expect(key.claim).toBeNull();

      const res = await report(shopper.auth, orderNumber, key.id, { message: `  ${MESSAGE}  `, screenshot: { contentType: 'image/png', dataBase64: PNG.toString('base64') } }).expect(201);
      expect(res.body).toEqual({ id: expect.any(String), status: 'open', createdAt: expect.any(String), resolution: null, resolvedAt: null });
      const stored = await claimRow(res.body.id);
      expect(stored).toMatchObject({ key_id: key.id, status: 'open', message: MESSAGE, screenshot_type: 'image/png', masked_key: key.masked });
      expect(Buffer.compare(stored.screenshot, PNG)).toBe(0);

      const [mail] = await mailTo(OWNER, `Key reported as not working: ${game.name} on order ${orderNumber}`);
      for (const text of [orderNumber, shopper.email, key.masked, MESSAGE, `${sut.url}/admin/claims/${res.body.id}`]) expect(mail.text).toContain(text);
      expect(mail.html).toContain(`href="${sut.url}/admin/claims/${res.body.id}"`);
      for (const code of game.codes) {
        expect(mail.raw).not.toContain(code);
        expect(JSON.stringify(await sut.db.query(`SELECT payload FROM mail_outbox`))).not.toContain(code);
      }

      const [shown] = (await view(shopper, orderNumber)).keys as OrderKey[];
      expect(shown.claim).toEqual({ id: res.body.id, status: 'open', createdAt: res.body.createdAt, resolution: null, resolvedAt: null });

      // One open claim per key.
      const again = await report(shopper.auth, orderNumber, key.id).expect(409);
      expect(again.body).toMatchObject({ code: 'claim_already_open', message: expect.stringContaining('we are looking into it') });
      expect(await sut.db.query(`SELECT id FROM key_claims WHERE key_id = $1`, [key.id])).toHaveLength(1);

      // The admin sees the screenshot, served as what it is and sandboxed.
      const image = await request(sut.url).get(`/api/admin/claims/${res.body.id}/screenshot`).set(admin).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toBe('sandbox');
      expect(image.headers['cache-control']).toBe('no-store');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
      await request(sut.url).get(`/api/admin/claims/${res.body.id}/screenshot`).set(shopper.auth).expect(403);
    });

    it('accepts a key delivered 47h59m ago and refuses one delivered 48h01m ago, saying when it was delivered', async () => {
      const { shopper, orderNumber, keys } = await delivered({ quantity: 2 });
      await sut.db.query(`UPDATE product_keys SET delivered_at = now() - interval '47 hours 59 minutes' WHERE id = $1`, [keys[0].id]);
      await sut.db.query(`UPDATE product_keys SET delivered_at = now() - interval '48 hours 1 minute' WHERE id = $1`, [keys[1].id]);
      await report(shopper.auth, orderNumber, keys[0].id).expect(201);
      const late = await report(shopper.auth, orderNumber, keys[1].id).expect(409);
      const [{ delivered_at: deliveredAt }] = await sut.db.query<{ delivered_at: Date }>(`SELECT delivered_at FROM product_keys WHERE id = $1`, [keys[1].id]);
      expect(late.body.code).toBe('claim_window_closed');
      expect(late.body.message).toBe(
        `This key was delivered on ${deliveredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: a key that does not work can be reported within 48 hours of its delivery, and that window has passed.`,
      );
      expect(await sut.db.query(`SELECT id FROM key_claims WHERE key_id = $1`, [keys[1].id])).toHaveLength(0);
    });

    it("answers 404 for another user's order or key, as the other order endpoints do", async () => {
      const mine = await delivered();
      const theirs = await delivered();
      const stranger = await report(theirs.shopper.auth, mine.orderNumber, mine.keys[0].id).expect(404);
      expect(stranger.body.code).toBe('order_not_found');
      expect((await report(mine.shopper.auth, mine.orderNumber, theirs.keys[0].id).expect(404)).body.code).toBe('key_not_found');
      await report(mine.shopper.auth, mine.orderNumber, 'not-a-key').expect(404);
      await report(mine.shopper.auth, 'KS-1999-000001', mine.keys[0].id).expect(404);
      await request(sut.url).post(`/api/orders/${mine.orderNumber}/keys/${mine.keys[0].id}/claims`).send({ message: MESSAGE }).expect(401);
    });

    it('refuses a screenshot that is not a PNG, JPEG or WebP of its declared type, or over 700 KB, with clear 400s', async () => {
      const { shopper, orderNumber, keys } = await delivered();
      const send = (contentType: string, bytes: Buffer) => report(shopper.auth, orderNumber, keys[0].id, { message: MESSAGE, screenshot: { contentType, dataBase64: bytes.toString('base64') } });

      const gif = (await send('image/png', GIF).expect(400)).body;
      expect(gif).toMatchObject({ code: 'invalid_screenshot', message: 'The screenshot must be a PNG, JPEG or WebP image; this file is a GIF.' });
      const text = (await send('image/png', Buffer.from('this is not an image, only some text')).expect(400)).body;
      expect(text).toMatchObject({ code: 'invalid_screenshot', message: 'The screenshot must be a PNG, JPEG or WebP image; this file is text.' });
      const mislabelled = (await send('image/jpeg', PNG).expect(400)).body;
      expect(mislabelled.message).toBe('The screenshot is a PNG image but was sent as image/jpeg: the declared type must match the file.');
      const declaredGif = (await send('image/gif', GIF).expect(400)).body;
      expect(declaredGif).toMatchObject({ code: 'validation_failed', message: 'screenshot.contentType must be image/png, image/jpeg or image/webp' });
      const big = Buffer.concat([PNG, Buffer.alloc(700 * 1024 + 1 - PNG.length)]);
      const tooBig = (await send('image/png', big).expect(400)).body;
      expect(tooBig).toMatchObject({ code: 'screenshot_too_large', message: expect.stringContaining('The screenshot is 701 KB: a screenshot can be at most 700 KB.') });
      const short = (await report(shopper.auth, orderNumber, keys[0].id, { message: 'broken' }).expect(400)).body;
      expect(short.message).toBe('message must be 10 to 2000 characters: say what happens when you activate the key');
      await report(shopper.auth, orderNumber, keys[0].id, { message: 'x'.repeat(2001) }).expect(400);
      expect(await sut.db.query(`SELECT id FROM key_claims WHERE key_id = $1`, [keys[0].id])).toHaveLength(0);

      // The largest screenshot allowed fits in a request.
      await send('image/png', Buffer.concat([PNG, Buffer.alloc(700 * 1024 - PNG.length)])).expect(201);
    });
  });

  describe('resolving', () => {
    it('replaces the key: a new key delivered to the order, the old one burned for good, the stock not increased, the customer mailed the new key', async () => {
      const { shopper, game, orderNumber, orderId, keys } = await delivered({ keys: 2 });
      const [old] = keys;
      const oldCode = await ownCode(shopper, orderNumber, old.id);
      expect(await stockOf(game.id)).toBe(1);
      const claim = (await report(shopper.auth, orderNumber, old.id).expect(201)).body;

      const res = await resolve(claim.id, { action: 'replace' }).expect(200);
      expect(res.body).toMatchObject({ id: claim.id, status: 'replaced', resolution: { action: 'replace', replacementKeyId: expect.any(String) }, resolvedByEmail: 'fixture-admin@keyshop.test' });
      const replacementId = res.body.resolution.replacementKeyId as string;
      expect(await keyRow(old.id)).toMatchObject({ status: 'burned', order_id: orderId });
      expect(await keyRow(replacementId)).toMatchObject({ status: 'delivered', order_id: orderId, delivered_at: expect.any(Date) });
      expect(await stockOf(game.id)).toBe(0);

      // The order shows the new key, and the old one with the outcome; the old key cannot be revealed or reported again.
      const order = await view(shopper, orderNumber);
      expect(order.keys.map((key: OrderKey) => key.id)).toEqual([replacementId]);
      expect(order.keys[0].claim).toBeNull();
      expect(order.claimedKeys).toEqual([
        {
          id: old.id,
          productId: game.id,
          productName: game.name,
          platform: 'PC',
          masked: old.masked,
          deliveredAt: old.deliveredAt,
          claim: { id: claim.id, status: 'replaced', createdAt: claim.createdAt, resolution: { action: 'replace', replacementKeyId: replacementId }, resolvedAt: expect.any(String) },
        },
      ]);
      const newCode = await ownCode(shopper, orderNumber, replacementId);
      expect(game.codes).toContain(newCode);
      expect(newCode).not.toBe(oldCode);
      await reveal(shopper, orderNumber, old.id).expect(404);
      expect((await report(shopper.auth, orderNumber, old.id).expect(409)).body.code).toBe('key_claim_settled');

      const [mail] = await mailTo(shopper.email, `Your replacement key for ${game.name}`);
      expect(mail.text).toContain(newCode);
      expect(mail.html).toContain(newCode);
      expect(mail.raw).not.toContain(oldCode);
      expect(JSON.stringify(await sut.db.query(`SELECT payload FROM mail_outbox`))).not.toContain(newCode);

      // A burned key never goes back on sale, whatever writes to it.
      await expect(sut.db.query(`UPDATE product_keys SET status = 'available', order_id = NULL WHERE id = $1`, [old.id])).rejects.toThrow(/burned/);
      const reimport = await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: oldCode }).expect(200);
      expect(reimport.body).toMatchObject({ added: 0, stock: 0 });

      // Resolving it again is refused and changes nothing.
      const twice = await resolve(claim.id, { action: 'credit' }).expect(409);
      expect(twice.body.code).toBe('claim_already_resolved');
      expect((await claimRow(claim.id)).status).toBe('replaced');
      expect(await sut.db.query(`SELECT id FROM user_credits WHERE source = 'key_claim' AND cd_key = $1`, [old.masked])).toHaveLength(0);

      const audit = await auditRows(claim.id);
      expect(audit).toEqual([{ action: 'claim.resolve', actor_email: 'fixture-admin@keyshop.test', details: { action: 'replace', productId: game.id, productName: game.name, orderNumber } }]);
      expect(JSON.stringify(audit)).not.toContain(oldCode);
      expect(JSON.stringify(audit)).not.toContain(newCode);
    });

    it('answers 409 when no key is in stock to replace it, and changes nothing', async () => {
      const { shopper, game, orderNumber, keys } = await delivered({ keys: 1 });
      const claim = (await report(shopper.auth, orderNumber, keys[0].id).expect(201)).body;
      const mailsBefore = await sut.db.query(`SELECT id FROM mail_outbox WHERE recipient = $1`, [shopper.email]);
      const res = await resolve(claim.id, { action: 'replace' }).expect(409);
      expect(res.body).toMatchObject({ code: 'no_replacement_in_stock', message: expect.stringContaining(`No key of ${game.name} is in stock to replace it`) });
      expect(await claimRow(claim.id)).toMatchObject({ status: 'open', replacement_key_id: null, resolved_at: null });
      expect((await keyRow(keys[0].id)).status).toBe('delivered');
      expect(await stockOf(game.id)).toBe(0);
      expect(await auditRows(claim.id)).toEqual([]);
      expect(await sut.db.query(`SELECT id FROM mail_outbox WHERE recipient = $1`, [shopper.email])).toHaveLength(mailsBefore.length);

      // Once keys arrive, the same claim can be replaced.
      await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: `NEWSTOCK-${Date.now()}` }).expect(200);
      await resolve(claim.id, { action: 'replace' }).expect(200);
    });

    it('refunds the key as store credit for its unit price: a ledger row, the balance, the old key burned; two keys of one order both', async () => {
      const { shopper, game, orderNumber, keys } = await delivered({ quantity: 2, priceCents: 2500 });
      const claims = [];
      for (const key of keys) claims.push((await report(shopper.auth, orderNumber, key.id).expect(201)).body);
      for (const claim of claims) {
        const res = await resolve(claim.id, { action: 'credit' }).expect(200);
        expect(res.body).toMatchObject({ status: 'credited', resolution: { action: 'credit', creditCents: 2500 } });
      }
      const ledger = await sut.db.query<{ amount_cents: number; source: string; cd_key: string; order_id: string | null }>(
        `SELECT c.amount_cents, c.source, c.cd_key, c.order_id FROM user_credits c JOIN users u ON u.id = c.user_id WHERE u.email = $1 ORDER BY c.cd_key`,
        [shopper.email],
      );
      expect(ledger).toEqual(keys.map((key) => ({ amount_cents: 2500, source: 'key_claim', cd_key: key.masked, order_id: null })).sort((a, b) => a.cd_key.localeCompare(b.cd_key)));
      const credits = (await request(sut.url).get('/api/me/credits').set(shopper.auth).expect(200)).body;
      expect(credits.balanceCents).toBe(5000);
      for (const key of keys) expect((await keyRow(key.id)).status).toBe('burned');
      expect(await stockOf(game.id)).toBe(0);

      const order = await view(shopper, orderNumber);
      expect(order.keys).toEqual([]);
      expect(order.claimedKeys.map((key: { claim: { status: string; resolution: unknown } }) => key.claim)).toEqual([
        expect.objectContaining({ status: 'credited', resolution: { action: 'credit', creditCents: 2500 } }),
        expect.objectContaining({ status: 'credited', resolution: { action: 'credit', creditCents: 2500 } }),
      ]);
      const mails = await smtp.waitFor('both credit mails', (mail) => mail.to.includes(shopper.email) && mail.subject === `€25.00 of store credit for your ${game.name} key`, 2);
      expect(mails[0].text).toContain('We added €25.00 of store credit to your account');
      const audit = await auditRows(claims[0].id);
      expect(audit[0].details).toEqual({ action: 'credit', productId: game.id, productName: game.name, orderNumber, creditCents: 2500 });
    });

    it('rejects a claim with a reason (required), mails it, shows it, and the key may be reported again', async () => {
      const { shopper, game, orderNumber, keys } = await delivered();
      const claim = (await report(shopper.auth, orderNumber, keys[0].id).expect(201)).body;
      expect((await resolve(claim.id, { action: 'reject' }).expect(400)).body.message).toBe('reason must be 5 to 500 characters: tell the customer why the claim is rejected');
      await resolve(claim.id, { action: 'reject', reason: 'no' }).expect(400);
      await resolve(claim.id, { action: 'reject', reason: 'x'.repeat(501) }).expect(400);
      expect((await resolve(claim.id, { action: 'replace', reason: 'Because' }).expect(400)).body.code).toBe('reason_only_for_reject');
      await resolve(claim.id, { action: 'refund' }).expect(400);
      expect((await claimRow(claim.id)).status).toBe('open');

      const reason = 'The key was activated on another account on the day it was delivered.';
      const res = await resolve(claim.id, { action: 'reject', reason: `  ${reason} ` }).expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', resolution: { action: 'reject', reason } });
      expect((await keyRow(keys[0].id)).status).toBe('delivered');
      const [mail] = await mailTo(shopper.email, `About the ${game.name} key you reported`);
      expect(mail.text).toContain(reason);
      const [shown] = (await view(shopper, orderNumber)).keys as OrderKey[];
      expect(shown.claim).toMatchObject({ id: claim.id, status: 'rejected', resolution: { action: 'reject', reason }, resolvedAt: expect.any(String) });
      expect((await auditRows(claim.id))[0].details).toEqual({ action: 'reject', productId: game.id, productName: game.name, orderNumber, reason });
      await resolve(claim.id, { action: 'reject', reason }).expect(409);

      // A rejected claim does not close the key: it can be reported again, within the window.
      const second = (await report(shopper.auth, orderNumber, keys[0].id).expect(201)).body;
      expect((await view(shopper, orderNumber)).keys[0].claim).toMatchObject({ id: second.id, status: 'open' });
    });
  });

  describe('admin', () => {
    it('lists claims open first, then newest, by status; one claim in full; only for admins', async () => {
      const first = await delivered();
      const second = await delivered();
      const resolved = (await report(first.shopper.auth, first.orderNumber, first.keys[0].id).expect(201)).body;
      const open = (await report(second.shopper.auth, second.orderNumber, second.keys[0].id, { message: MESSAGE, screenshot: { contentType: 'image/png', dataBase64: PNG.toString('base64') } }).expect(201)).body;
      await resolve(resolved.id, { action: 'reject', reason: 'Activated elsewhere before the report.' }).expect(200);
      const later = (await report(first.shopper.auth, first.orderNumber, first.keys[0].id).expect(201)).body;

      const list = (await request(sut.url).get('/api/admin/claims').set(admin).expect(200)).body;
      expect(list).toMatchObject({ page: 1, pageSize: 25, openCount: expect.any(Number) });
      const ids = list.items.map((item: { id: string }) => item.id);
      expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(open.id));
      expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(resolved.id));
      const firstResolved = list.items.findIndex((item: { status: string }) => item.status !== 'open');
      expect(list.items.slice(firstResolved).every((item: { status: string }) => item.status !== 'open')).toBe(true);
      expect(list.items.find((item: { id: string }) => item.id === open.id)).toMatchObject({
        status: 'open',
        orderNumber: second.orderNumber,
        customerEmail: second.shopper.email,
        productName: second.game.name,
        maskedKey: second.keys[0].masked,
        messagePreview: MESSAGE,
        hasScreenshot: true,
      });
      const rejected = (await request(sut.url).get('/api/admin/claims?status=rejected').set(admin).expect(200)).body;
      expect(rejected.items.every((item: { status: string }) => item.status === 'rejected')).toBe(true);
      expect(rejected.items.map((item: { id: string }) => item.id)).toContain(resolved.id);
      await request(sut.url).get('/api/admin/claims?status=lost').set(admin).expect(400);

      const detail = (await request(sut.url).get(`/api/admin/claims/${open.id}`).set(admin).expect(200)).body;
      expect(detail).toMatchObject({
        message: MESSAGE,
        screenshot: { contentType: 'image/png', sizeBytes: PNG.length, url: `/api/admin/claims/${open.id}/screenshot` },
        order: { orderNumber: second.orderNumber, status: 'completed', customerName: 'Thandi Mokoena' },
        key: { id: second.keys[0].id, masked: second.keys[0].masked, status: 'delivered' },
        unitPriceCents: 1999,
        stock: 0,
        resolution: null,
      });
      expect(JSON.stringify(detail)).not.toContain((second.game as TestProduct).codes[0]);
      await request(sut.url).get('/api/admin/claims/00000000-0000-4000-8000-000000000000').set(admin).expect(404);
      await request(sut.url).get('/api/admin/claims/nope').set(admin).expect(404);

      await request(sut.url).get('/api/admin/claims').expect(401);
      expect((await request(sut.url).get('/api/admin/claims').set(customer).expect(403)).body.code).toBe('admin_only');
      await request(sut.url).get(`/api/admin/claims/${open.id}`).set(second.shopper.auth).expect(403);
      await resolve(open.id, { action: 'reject', reason: 'Not an admin here.' }, second.shopper.auth).expect(403);
      expect((await claimRow(open.id)).status).toBe('open');
    });
  });
});
