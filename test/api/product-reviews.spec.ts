import request from 'supertest';
import { newProduct, orderWhen, payInSandbox, placeOrder, type TestProduct } from '../harness/purchases.js';
import { signUpShopper, type Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };
const TEXT = 'Runs well, and the key worked at once on Steam.';

describe('product reviews', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => sut?.close());

  /** A shopper of their own whose order of the game is delivered (completed). */
  async function buyer(game: TestProduct, form: Record<string, unknown> = {}): Promise<Shopper> {
    const shopper = await signUpShopper(sut.url);
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }], form);
    await payInSandbox(sut, placed);
    await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    return shopper;
  }

  const write = (who: { authorization: string } | null, productId: string, body: Record<string, unknown> = { stars: 4, text: TEXT }) => {
    const call = request(sut.url).post(`/api/products/${productId}/reviews`);
    return (who ? call.set(who) : call).send(body);
  };
  const edit = (who: { authorization: string }, productId: string, body: Record<string, unknown>) => request(sut.url).put(`/api/products/${productId}/reviews/mine`).set(who).send(body);
  const list = async (productId: string) => (await request(sut.url).get(`/api/products/${productId}/reviews`).expect(200)).body;
  const standing = async (who: { authorization: string }, productId: string) => (await request(sut.url).get(`/api/products/${productId}/reviews/mine`).set(who).expect(200)).body;
  const card = async (productId: string) => (await request(sut.url).get(`/api/products/${productId}`).expect(200)).body;
  const summaryRow = async (productId: string) =>
    (await sut.db.query<{ review_count: number; star_total: number }>(`SELECT review_count, star_total FROM product_review_summary WHERE product_id = $1`, [productId]))[0];
  const hide = (id: string, who = admin) => request(sut.url).post(`/api/admin/reviews/${id}/hide`).set(who);
  const unhide = (id: string, who = admin) => request(sut.url).post(`/api/admin/reviews/${id}/unhide`).set(who);

  it('lets a buyer whose order was delivered write one review, shown with their display name as a verified buyer', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const shopper = await buyer(game, { firstName: 'Thandi', lastName: 'Mokoena' });
    expect(await standing(shopper.auth, game.id)).toEqual({ canReview: true, ineligible: null, authorName: 'Thandi M.', review: null });

    const created = await write(shopper.auth, game.id, { stars: 4, text: `   ${TEXT}   ` }).expect(201);
    expect(created.body).toMatchObject({ stars: 4, text: TEXT, authorName: 'Thandi M.', verifiedBuyer: true, hidden: false, editedAt: null });
    const [row] = await sut.db.query<{ body: string; stars: number; author_name: string }>(`SELECT body, stars, author_name FROM product_reviews WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ body: TEXT, stars: 4, author_name: 'Thandi M.' });
    expect(await summaryRow(game.id)).toEqual({ review_count: 1, star_total: 4 });

    const page = await list(game.id);
    expect(page).toMatchObject({ summary: { average: 4, count: 1 }, page: 1, pageSize: 10, total: 1 });
    expect(page.items).toEqual([{ id: created.body.id, stars: 4, text: TEXT, authorName: 'Thandi M.', verifiedBuyer: true, createdAt: expect.any(String), editedAt: null }]);
    expect(JSON.stringify(page)).not.toContain(shopper.email);
    // The catalogue's card carries the rating at once: its cache was dropped.
    expect((await card(game.id)).reviews).toEqual({ average: 4, count: 1 });

    const again = await write(shopper.auth, game.id, { stars: 5, text: 'Second thoughts on the same game.' }).expect(409);
    expect(again.body).toMatchObject({ code: 'already_reviewed', message: 'You have already reviewed this game — edit your review instead.' });
    expect(await summaryRow(game.id)).toEqual({ review_count: 1, star_total: 4 });
  });

  it('refuses a visitor who is not signed in (401), a shopper who did not buy the game, and one whose order is not delivered (403)', async () => {
    const game = await newProduct(sut, { keys: 2 });
    await write(null, game.id).expect(401);

    const stranger = await signUpShopper(sut.url);
    const notBought = await write(stranger.auth, game.id).expect(403);
    expect(notBought.body).toMatchObject({ code: 'not_a_verified_buyer', message: 'Only buyers who received this game can review it.' });
    expect(await standing(stranger.auth, game.id)).toEqual({ canReview: false, ineligible: 'not_bought', authorName: null, review: null });

    const unpaid = await signUpShopper(sut.url);
    await placeOrder(sut, unpaid, [{ productId: game.id, quantity: 1 }]);
    const notDelivered = await write(unpaid.auth, game.id).expect(403);
    expect(notDelivered.body.message).toBe('Only buyers who received this game can review it. You can write yours once your order of it is delivered.');
    expect((await standing(unpaid.auth, game.id)).ineligible).toBe('not_delivered');

    expect(await sut.db.query(`SELECT id FROM product_reviews WHERE product_id = $1`, [game.id])).toHaveLength(0);
    expect((await card(game.id)).reviews).toBeNull();
    await write(stranger.auth, 'no-such-game').expect(404);
  });

  it('refuses a buyer whose line of the game was refunded', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const shopper = await signUpShopper(sut.url);
    const placed = await placeOrder(sut, shopper, [{ productId: game.id, quantity: 1 }]);
    await payInSandbox(sut, placed);
    await orderWhen(sut, shopper, placed.orderNumber, 'completed');
    await request(sut.url).post(`/api/admin/orders/${placed.orderNumber}/refunds`).set(admin).send({ productId: game.id, method: 'credit', reason: 'Bought twice' }).expect(201);
    expect((await write(shopper.auth, game.id).expect(403)).body.code).toBe('not_a_verified_buyer');
    expect((await standing(shopper.auth, game.id)).ineligible).toBe('not_bought');
  });

  it('refuses stars outside 1 to 5, a text under 10 or over 2,000 characters, and unknown fields, with clear 400s', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const shopper = await buyer(game);
    const refused = async (body: Record<string, unknown>) => (await write(shopper.auth, game.id, body).expect(400)).body;

    expect((await refused({ stars: 0, text: TEXT })).message).toBe('stars must be a whole number from 1 to 5');
    expect((await refused({ stars: 4.5, text: TEXT })).message).toBe('stars must be a whole number from 1 to 5');
    expect((await refused({ stars: 6, text: TEXT })).message).toBe('stars must be a whole number from 1 to 5');
    expect((await refused({ stars: 4, text: '  too short  ' })).message).toBe('text must be 10 to 2000 characters: say what you think of the game');
    expect((await refused({ stars: 4, text: 'x'.repeat(2001) })).message).toBe('text must be 10 to 2000 characters: say what you think of the game');
    expect((await refused({ stars: 4, text: TEXT, authorName: 'Someone else' })).code).toBe('validation_failed');
    expect(await sut.db.query(`SELECT id FROM product_reviews WHERE product_id = $1`, [game.id])).toHaveLength(0);

    await write(shopper.auth, game.id, { stars: 4, text: 'x'.repeat(2000) }).expect(201);
  });

  it('lets the author edit and delete their own review, recounting the average each time', async () => {
    const game = await newProduct(sut, { keys: 2 });
    const first = await buyer(game);
    const second = await buyer(game);
    await write(first.auth, game.id, { stars: 5, text: TEXT }).expect(201);
    await write(second.auth, game.id, { stars: 2, text: 'The ending felt rushed to me.' }).expect(201);
    expect((await list(game.id)).summary).toEqual({ average: 3.5, count: 2 });

    const edited = await edit(second.auth, game.id, { stars: 3, text: 'The ending grew on me after all.' }).expect(200);
    expect(edited.body).toMatchObject({ stars: 3, text: 'The ending grew on me after all.', editedAt: expect.any(String) });
    expect((await list(game.id)).summary).toEqual({ average: 4, count: 2 });
    expect((await card(game.id)).reviews).toEqual({ average: 4, count: 2 });

    // Another shopper's review is not theirs to change: they have none.
    const stranger = await signUpShopper(sut.url);
    expect((await edit(stranger.auth, game.id, { stars: 1, text: 'Not my review at all.' }).expect(404)).body.code).toBe('review_not_found');
    await request(sut.url).delete(`/api/products/${game.id}/reviews/mine`).set(stranger.auth).expect(404);

    await request(sut.url).delete(`/api/products/${game.id}/reviews/mine`).set(second.auth).expect(204);
    expect(await summaryRow(game.id)).toEqual({ review_count: 1, star_total: 5 });
    expect((await list(game.id)).items.map((item: { stars: number }) => item.stars)).toEqual([5]);
    // Deleted, they may write a new one.
    await write(second.auth, game.id, { stars: 1, text: 'Changed my mind entirely.' }).expect(201);
    expect((await list(game.id)).summary).toEqual({ average: 3, count: 2 });
  });

  it('lets admins hide a review: gone from the list and the average, marked hidden for its author, audited; and show it again', async () => {
    const game = await newProduct(sut, { keys: 2 });
    const kind = await buyer(game);
    const rude = await buyer(game, { firstName: 'Rude', lastName: 'Person' });
    await write(kind.auth, game.id, { stars: 5, text: TEXT }).expect(201);
    const abusive = (await write(rude.auth, game.id, { stars: 1, text: 'Abusive words about other players.' }).expect(201)).body;

    await hide(abusive.id, customer).expect(403);
    await request(sut.url).post(`/api/admin/reviews/${abusive.id}/hide`).expect(401);
    const hidden = await hide(abusive.id).expect(200);
    expect(hidden.body).toMatchObject({ id: abusive.id, hidden: true, productId: game.id, productName: game.name, authorName: 'Rude P.', stars: 1 });
    expect((await hide(abusive.id).expect(409)).body.code).toBe('review_already_hidden');

    const page = await list(game.id);
    expect(page.summary).toEqual({ average: 5, count: 1 });
    expect(page.items.map((item: { id: string }) => item.id)).not.toContain(abusive.id);
    expect((await card(game.id)).reviews).toEqual({ average: 5, count: 1 });
    expect((await standing(rude.auth, game.id)).review).toMatchObject({ id: abusive.id, hidden: true });

    const [audit] = await sut.db.query<{ action: string; actor_email: string; details: Record<string, unknown> }>(
      `SELECT action, actor_email, details FROM admin_audit_log WHERE target = $1 ORDER BY id`,
      [abusive.id],
    );
    expect(audit).toEqual({ action: 'review.hide', actor_email: 'fixture-admin@keyshop.test', details: { productId: game.id, productName: game.name, authorName: 'Rude P.', stars: 1 } });

    const hiddenList = (await request(sut.url).get('/api/admin/reviews?visibility=hidden').set(admin).expect(200)).body;
    expect(hiddenList.items.map((item: { id: string }) => item.id)).toContain(abusive.id);
    expect(hiddenList.items.every((item: { hidden: boolean }) => item.hidden)).toBe(true);
    await request(sut.url).get('/api/admin/reviews').set(customer).expect(403);
    await request(sut.url).get('/api/admin/reviews?visibility=secret').set(admin).expect(400);

    await unhide(abusive.id).expect(200);
    expect((await unhide(abusive.id).expect(409)).body.code).toBe('review_not_hidden');
    expect((await list(game.id)).summary).toEqual({ average: 3, count: 2 });
    await hide('00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('limits review writes to 20 an hour per account', async () => {
    const game = await newProduct(sut, { keys: 1 });
    const shopper = await buyer(game);
    await write(shopper.auth, game.id).expect(201);
    for (let n = 0; n < 19; n++) await edit(shopper.auth, game.id, { stars: 1 + (n % 5), text: `${TEXT} Edit ${n}.` }).expect(200);
    const limited = await edit(shopper.auth, game.id, { stars: 5, text: TEXT }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});
