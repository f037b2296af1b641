import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { newProduct } from '../harness/purchases.js';
import { insertShoppers, signUpShopper, Shopper } from '../harness/shoppers.js';
import { type MailingTestApp, startAppWithMail } from '../harness/test-app.js';
import { orderWhen } from '../harness/purchases.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };
const CODE = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/;

describe('redeem codes', () => {
  let smtp: FakeSmtp;
  let sut: MailingTestApp;

  beforeAll(async () => {
    sut = await startAppWithMail();
    smtp = sut.smtp;
  });
  afterAll(async () => sut?.close());

  const generate = (body: Record<string, unknown>) => request(sut.url).post('/api/admin/redeem-codes').set(admin).send(body);
  const creditCodes = async (creditCents: number, count = 1): Promise<string[]> => (await generate({ kind: 'credit', creditCents, count }).expect(201)).body.codes;
  const productCodes = async (productId: string, count = 1): Promise<string[]> => (await generate({ kind: 'product', productId, count }).expect(201)).body.codes;
  const redeem = (who: Shopper, cdKey: unknown) => request(sut.url).post('/api/redeem').set(who.auth).send({ cd_key: cdKey });
  const credits = async (who: Shopper) => (await request(sut.url).get('/api/me/credits').set(who.auth).expect(200)).body;
  const codeRow = async (code: string) => {
    const rows = await sut.db.query<{ redeemed_by: string | null; redeemed_at: Date | null; masked_code: string }>(
      `SELECT redeemed_by, redeemed_at, masked_code FROM redeem_codes WHERE masked_code LIKE '%' || $1`,
      [code.slice(-4)],
    );
    return rows;
  };

  describe('made by admins', () => {
    it('generates codes shown once in full and stores only a keyed hash and a masked form', async () => {
      const res = await generate({ kind: 'credit', creditCents: 750, count: 3, note: 'Launch giveaway' }).expect(201);
      expect(res.body).toMatchObject({ kind: 'credit', creditCents: 750, productName: null });
      expect(res.body.codes).toHaveLength(3);
      for (const code of res.body.codes) expect(code).toMatch(CODE);
      const stored = await sut.db.query<Record<string, unknown>>(`SELECT * FROM redeem_codes WHERE note = 'Launch giveaway'`);
      expect(stored).toHaveLength(3);
      const dump = JSON.stringify(stored);
      for (const code of res.body.codes as string[]) {
        expect(dump).not.toContain(code);
        expect(dump).not.toContain(code.replace(/-/g, ''));
        expect(stored.map((row) => row.masked_code)).toContain(`••••-••••-••••-${code.slice(-4)}`);
      }
    });

    it('lists codes masked, newest first, by status', async () => {
      const [code] = await creditCodes(100);
      const unused = (await request(sut.url).get('/api/admin/redeem-codes?status=unused').set(admin).expect(200)).body;
      expect(unused.pageSize).toBe(25);
      expect(unused.items[0]).toMatchObject({ maskedCode: `••••-••••-••••-${code.slice(-4)}`, kind: 'credit', creditCents: 100, redeemedAt: null });
      expect(JSON.stringify(unused)).not.toContain(code);
      const shopper = await signUpShopper(sut.url);
      await redeem(shopper, code).expect(200);
      const redeemed = (await request(sut.url).get('/api/admin/redeem-codes?status=redeemed').set(admin).expect(200)).body;
      expect(redeemed.items[0]).toMatchObject({ maskedCode: `••••-••••-••••-${code.slice(-4)}`, redeemedByEmail: shopper.email, redeemedAt: expect.any(String) });
      await request(sut.url).get('/api/admin/redeem-codes?status=lost').set(admin).expect(400);
    });

    it('imports a list, reporting duplicates and invalid lines', async () => {
      const game = await newProduct(sut, { keys: 2 });
      const res = await request(sut.url)
        .post('/api/admin/redeem-codes/import')
        .set(admin)
        .send({ kind: 'product', productId: game.id, codes: 'code\nPART-NER0-0001-AAAA\npart-ner0-0001-aaaa\nnope\n\nPARTNER00002BBBB\n' })
        .expect(201);
      expect(res.body).toEqual({ added: 2, duplicates: [{ line: 3, reason: 'same code as line 2' }], invalid: [{ line: 4, reason: 'not a code: use 8 to 64 letters and digits' }] });
      const again = await request(sut.url).post('/api/admin/redeem-codes/import').set(admin).send({ kind: 'product', productId: game.id, codes: 'PARTNER00002BBBB' }).expect(201);
      expect(again.body).toEqual({ added: 0, duplicates: [{ line: 1, reason: 'this code is already in the store' }], invalid: [] });

      const shopper = await signUpShopper(sut.url);
      const redeemed = await redeem(shopper, ' partner00 002 bbbb ').expect(200);
      expect(redeemed.body).toMatchObject({ success: true, type: 'product', product_name: game.name });
    });

    it('refuses batches that do not say what they give', async () => {
      const game = await newProduct(sut, { keys: 0 });
      expect((await generate({ kind: 'credit', count: 1 }).expect(400)).body.message).toContain('creditCents');
      expect((await generate({ kind: 'product', count: 1 }).expect(400)).body.message).toContain('productId');
      expect((await generate({ kind: 'credit', creditCents: 500, productId: game.id, count: 1 }).expect(400)).body.code).toBe('redeem_code_kind');
      expect((await generate({ kind: 'credit', creditCents: 500, count: 0 }).expect(400)).body.message).toContain('count must be a whole number from 1 to 500');
      expect((await generate({ kind: 'credit', creditCents: -5, count: 1 }).expect(400)).body.message).toContain('creditCents must be at least 1');
      expect((await generate({ kind: 'gift', count: 1 }).expect(400)).body.message).toContain('kind must be product or credit');
      await generate({ kind: 'product', productId: '00000000-0000-4000-8000-000000000000', count: 1 }).expect(404);
      expect(await sut.db.query(`SELECT 1 FROM redeem_codes WHERE product_id = $1`, [game.id])).toHaveLength(0);
    });

    it('are for admins only', async () => {
      await request(sut.url).post('/api/admin/redeem-codes').set(customer).send({ kind: 'credit', creditCents: 500, count: 1 }).expect(403);
      await request(sut.url).get('/api/admin/redeem-codes').set(customer).expect(403);
      await request(sut.url).post('/api/admin/redeem-codes/import').send({ kind: 'credit', creditCents: 500, codes: 'ABCD-EFGH-JKMN-PQRS' }).expect(401);
    });
  });

  describe('redeemed by shoppers', () => {
    it('adds store credit for a credit code, typed in any case and spacing, shown masked in the history', async () => {
      const shopper = await signUpShopper(sut.url);
      const [code] = await creditCodes(550);
      const typed = `  ${code.toLowerCase().replace(/-/g, ' ')} `;
      const res = await redeem(shopper, typed).expect(200);
      expect(res.body).toEqual({ success: true, type: 'credit', product_name: null, credit_amount: 5.5, credit_amount_cents: 550, order_number: null, error: null });
      const view = await credits(shopper);
      expect(view.balanceCents).toBe(550);
      expect(view.history).toEqual([
        { id: expect.any(String), amountCents: 550, source: 'redeem_code', cdKey: `••••-••••-••••-${code.slice(-4)}`, orderNumber: null, createdAt: expect.any(String) },
      ]);
    });

    it('delivers the game of a product code as a paid order of zero total, by e-mail and in the account', async () => {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 1, platform: 'PC' });
      const [code] = await productCodes(game.id);
      const res = await redeem(shopper, code).expect(200);
      expect(res.body).toMatchObject({ success: true, type: 'product', product_name: game.name, credit_amount: null, order_number: expect.stringMatching(/^KS-/), error: null });

      const order = await orderWhen(sut, shopper, res.body.order_number, 'completed');
      expect(order).toMatchObject({ paymentMethod: 'redeem', totalCents: 0, totalZarCents: 0, items: [{ productId: game.id, name: game.name, quantity: 1, unitPriceCents: 0 }] });
      expect(order.keys).toHaveLength(1);
      const revealed = await request(sut.url).post(`/api/orders/${res.body.order_number}/keys/${order.keys[0].id}/reveal`).set(shopper.auth).expect(200);
      expect(game.codes).toContain(revealed.body.code);
      const [mail] = await smtp.waitFor('the delivery mail', (m) => m.subject === `Your keys for order ${res.body.order_number}`);
      expect(mail.to).toEqual([shopper.email]);
      expect(mail.text).toContain(game.name);
      const [row] = await sut.db.query<{ order_id: string }>(`SELECT order_id FROM redeem_codes WHERE masked_code = $1`, [`••••-••••-••••-${code.slice(-4)}`]);
      expect(row.order_id).toBe(order.id);
    });

    it('keeps a product code unused while its game is out of stock', async () => {
      const shopper = await signUpShopper(sut.url);
      const game = await newProduct(sut, { keys: 0 });
      const [code] = await productCodes(game.id);
      const res = await redeem(shopper, code).expect(409);
      expect(res.body).toMatchObject({ code: 'redeem_out_of_stock', message: `${game.name} is out of stock right now. Your key has not been used: please try again later.` });
      expect((await codeRow(code))[0].redeemed_at).toBeNull();
      expect(await sut.db.query(`SELECT 1 FROM orders WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [shopper.email])).toHaveLength(0);

      await request(sut.url).post(`/api/admin/products/${game.id}/keys`).set(admin).send({ keys: 'LATE-KEY0-0000-0001' }).expect(200);
      expect((await redeem(shopper, code).expect(200)).body.product_name).toBe(game.name);
    });

    it('uses a code once: a second redeem, by anyone, is refused', async () => {
      const [first, second] = await signUpShopperPair();
      const [code] = await creditCodes(300);
      await redeem(first, code).expect(200);
      expect((await redeem(first, code).expect(409)).body).toMatchObject({ code: 'redeem_code_used', message: 'This CD key has already been redeemed. Keys can be used only once.' });
      await redeem(second, code).expect(409);
      expect((await credits(first)).balanceCents).toBe(300);
      expect((await credits(second)).balanceCents).toBe(0);
    });

    it('lets exactly one of 50 users racing for one code have it', async () => {
      const racers = await insertShoppers(sut.db, 50);
      const [code] = await creditCodes(1000);
      const answers = await Promise.all(racers.map((racer) => redeem(racer, code)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 409 && res.body.code === 'redeem_code_used')).toHaveLength(49);
      const rows = await sut.db.query<{ amount_cents: number }>(
        `SELECT c.amount_cents FROM user_credits c JOIN redeem_codes r ON r.id = c.redeem_code_id WHERE r.masked_code = $1`,
        [`••••-••••-••••-${code.slice(-4)}`],
      );
      expect(rows).toEqual([{ amount_cents: 1000 }]);
      const winner = racers[answers.findIndex((res) => res.status === 200)];
      expect((await credits(winner)).balanceCents).toBe(1000);
    });

    it('lets exactly one of 50 users racing for one product code have it, while the pool keeps serving others', async () => {
      const racers = await insertShoppers(sut.db, 50);
      const [bystander] = await insertShoppers(sut.db, 1);
      const game = await newProduct(sut, { keys: 1 });
      const [code] = await productCodes(game.id);
      // then() sends each request now, so that the bystander's read below goes out while they race.
      const race = Promise.all(racers.map((racer) => redeem(racer, code).then((res) => res)));
      const asked = Date.now();
      const balance = await request(sut.url).get('/api/me/credits').set(bystander.auth);
      const creditsMs = Date.now() - asked;
      const answers = await race;
      const byStatus = answers.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});
      console.log(`50 claimants of one product code: ${JSON.stringify(byStatus)}; GET /api/me/credits meanwhile: ${balance.status} in ${creditsMs} ms`);
      expect(balance.status).toBe(200);
      expect(byStatus).toEqual({ 200: 1, 409: 49 });
      expect(answers.filter((res) => res.status === 409 && res.body.code === 'redeem_code_used')).toHaveLength(49);
      const winner = racers[answers.findIndex((res) => res.status === 200)];
      expect((await orderWhen(sut, winner, answers.find((res) => res.status === 200)!.body.order_number, 'completed')).keys).toHaveLength(1);
    });

    it('answers unknown, malformed and blank codes with clear errors', async () => {
      const shopper = await signUpShopper(sut.url);
      expect((await redeem(shopper, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ').expect(404)).body).toMatchObject({
        code: 'redeem_code_not_found',
        message: 'This CD key is not valid. Check that you typed it exactly as you received it.',
      });
      expect((await redeem(shopper, "ABCD' OR '1'='1").expect(400)).body.code).toBe('invalid_code_format');
      expect((await redeem(shopper, '   ').expect(400)).body.message).toContain('Please enter a CD key');
      expect((await redeem(shopper, 42).expect(400)).body.message).toContain('Please enter a CD key');
      expect((await request(sut.url).post('/api/redeem').set(shopper.auth).send({}).expect(400)).body.message).toContain('Please enter a CD key');
    });

    it('is for signed-in users only', async () => {
      const [code] = await creditCodes(200);
      await request(sut.url).post('/api/redeem').send({ cd_key: code }).expect(401);
      expect((await codeRow(code))[0].redeemed_at).toBeNull();
    });

    it('stops a user after 5 failed attempts in 15 minutes, even for a good code, and says when to retry', async () => {
      const guesser = await signUpShopper(sut.url);
      for (let attempt = 0; attempt < 5; attempt++) await redeem(guesser, `GUES-SING-0000-000${attempt}`).expect(404);
      const refused = await redeem(guesser, 'GUES-SING-0000-0005').expect(429);
      expect(refused.body).toMatchObject({ code: 'too_many_redeem_attempts', message: 'Too many failed attempts to redeem a key. Try again in 15 minutes.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const [good] = await creditCodes(100);
      await redeem(guesser, good).expect(429);
      expect((await codeRow(good))[0].redeemed_at).toBeNull();
      // Another user is not affected.
      await redeem(await signUpShopper(sut.url), good).expect(200);
    });

    it('holds a burst of concurrent guesses to the same limit', async () => {
      const guesser = await signUpShopper(sut.url);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => redeem(guesser, `BURS-TGUE-SS00-${String(n).padStart(4, '0')}`)));
      expect(answers.filter((res) => res.status === 404)).toHaveLength(5);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(15);
    });

    it('does not count successful redeems against the limit', async () => {
      const shopper = await signUpShopper(sut.url);
      const codes = await creditCodes(100, 7);
      for (const code of codes) await redeem(shopper, code).expect(200);
      expect((await credits(shopper)).balanceCents).toBe(700);
    });
  });

  async function signUpShopperPair(): Promise<[Shopper, Shopper]> {
    return [await signUpShopper(sut.url), await signUpShopper(sut.url)];
  }
});
