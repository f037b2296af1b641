import request from 'supertest';
import { markEmailVerified, newEmail, newIp, PASSWORD } from '../harness/accounts.js';
import { waitFor } from '../harness/processes.js';
import { newProduct, payInSandbox, placeOrder, orderWhen } from '../harness/purchases.js';
import type { Shopper } from '../harness/shoppers.js';
import { startTestApp, type TestApp } from '../harness/test-app.js';
import { accessToken, FIXTURE_ACCOUNTS } from '../harness/tokens.js';

const admin = { authorization: `Bearer ${accessToken('admin')}` };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Person extends Shopper {
  userId: string;
}

describe('account links: one account per person', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ FRAUD_LINK_COMMON_VALUE_ACCOUNTS: '3' });
  });
  afterAll(async () => sut?.close());

  /** A new account signed up, verified and signed in from `ip` with the browser `userAgent`. */
  async function person(ip = newIp(), userAgent = `Browser ${newIp()}`): Promise<Person> {
    const email = newEmail('linked');
    const from = { 'x-forwarded-for': ip, 'user-agent': userAgent };
    await request(sut.url).post('/api/auth/signup').set(from).send({ email, password: PASSWORD, ageConfirmed: true, termsAccepted: true }).expect(200);
    await markEmailVerified(sut.url, email);
    const res = await request(sut.url).post('/api/auth/token?grant_type=password').set(from).send({ email, password: PASSWORD }).expect(200);
    return { email, userId: res.body.user.id, accessToken: res.body.access_token, auth: { authorization: `Bearer ${res.body.access_token}` } };
  }

  async function paidOrder(buyer: Person, form: Record<string, unknown>): Promise<void> {
    const game = await newProduct(sut, { keys: 1 });
    const order = await placeOrder(sut, buyer, [{ productId: game.id, quantity: 1 }], form);
    await payInSandbox(sut, order);
    await orderWhen(sut, buyer, order.orderNumber, 'completed');
  }

  const listed = async (status: 'open' | 'reviewed') => (await request(sut.url).get(`/api/admin/account-links?status=${status}`).set(admin).expect(200)).body;
  const linkOf = async (status: 'open' | 'reviewed', a: Person, b: Person) =>
    (await listed(status)).items.find((link: any) => [a.email, b.email].every((email) => link.accounts.some((account: any) => account.email === email)));
  /** Waits for the pair's open link to share a signal of `kind`. */
  const linkedBy = (a: Person, b: Person, kind: string) =>
    waitFor(`${a.email} and ${b.email} linked by ${kind}`, async () => {
      const link = await linkOf('open', a, b);
      return link?.shared.some((signal: any) => signal.kind === kind) ? link : undefined;
    });
  const linksOfAccount = async (userId: string) =>
    (await sut.db.query<{ links: number }>(`SELECT count(*)::int AS links FROM account_links WHERE user_a = $1 OR user_b = $1`, [userId]))[0].links;
  /** Waits until the worker has noted the account's sign-in from `ip` after `since`: its links are then written too. */
  const sessionLinked = (userId: string, ip: string, since: Date) =>
    waitFor('the sign-in to be linked', async () => {
      const [row] = await sut.db.query<{ last_seen_at: Date }>(`SELECT last_seen_at FROM account_signals WHERE user_id = $1 AND kind = 'ip' AND label = $2`, [userId, ip]);
      return row && row.last_seen_at > since ? true : undefined;
    });

  it('links two accounts that pay under one name, whatever its case and spacing', async () => {
    const [first, second] = [await person(), await person()];
    await paidOrder(first, { firstName: 'Lindiwe', lastName: 'Dlamini' });
    await paidOrder(second, { firstName: '  LINDIWE ', lastName: 'dlamini  ' });

    const link = await linkedBy(first, second, 'name');
    expect(link.status).toBe('open');
    expect(link.shared).toContainEqual({ kind: 'name', label: 'lindiwe dlamini' });
    expect(link.accounts.map((account: any) => account.paidOrders)).toEqual([1, 1]);
    expect((await listed('open')).openCount).toBeGreaterThanOrEqual(1);
  });

  it('links two accounts signed in with one browser from one IP', async () => {
    const ip = newIp();
    const [first, second] = [await person(ip, CHROME), await person(ip, CHROME)];

    const link = await linkedBy(first, second, 'device');
    expect(link.shared).toEqual(expect.arrayContaining([{ kind: 'ip', label: ip }, { kind: 'device', label: `Chrome on Windows at ${ip}` }]));
  });

  it('does not link every account behind a value many accounts share', async () => {
    const office = newIp();
    const people = [await person(office), await person(office), await person(office)];
    await linkedBy(people[1], people[2], 'ip');
    const late = [await person(office), await person(office)];
    for (const account of late) await sessionLinked(account.userId, office, new Date(0));

    expect(await linksOfAccount(people[0].userId)).toBe(2);
    for (const account of late) expect(await linksOfAccount(account.userId)).toBe(0);
  });

  it('hides a dismissed pair until a new kind of signal links them again, and audits the decision', async () => {
    const ip = newIp();
    const [first, second] = [await person(ip), await person(ip)];
    const link = await linkedBy(first, second, 'ip');

    const dismissed = await request(sut.url).post(`/api/admin/account-links/${link.id}/dismiss`).set(admin).expect(200);
    expect(dismissed.body).toMatchObject({ status: 'dismissed', decidedBy: FIXTURE_ACCOUNTS.admin.email });
    expect(await linkOf('open', first, second)).toBeUndefined();
    expect(await linkOf('reviewed', first, second)).toMatchObject({ id: link.id, status: 'dismissed' });
    const [audit] = await sut.db.query<Record<string, any>>(`SELECT actor_email, details FROM admin_audit_log WHERE action = 'account_link.dismiss' AND target = $1`, [link.id]);
    expect(audit).toMatchObject({ actor_email: FIXTURE_ACCOUNTS.admin.email, details: { accounts: [expect.any(String), expect.any(String)], shared: ['ip'] } });

    // The same IP again is nothing new.
    const since = new Date();
    await request(sut.url).post('/api/auth/token?grant_type=password').set('x-forwarded-for', ip).send({ email: second.email, password: PASSWORD }).expect(200);
    await sessionLinked(second.userId, ip, since);
    expect(await linkOf('open', first, second)).toBeUndefined();

    // One buyer name on both: a new kind of signal, the pair is open again.
    await paidOrder(first, { firstName: 'Sipho', lastName: 'Nkosi' });
    await paidOrder(second, { firstName: 'Sipho', lastName: 'Nkosi' });
    expect(await linkedBy(first, second, 'name')).toMatchObject({ id: link.id, status: 'open' });
    await expect(request(sut.url).post(`/api/admin/account-links/${link.id}/dismiss`).set(admin).expect(200)).resolves.toBeTruthy();
    await request(sut.url).post(`/api/admin/account-links/${link.id}/dismiss`).set(admin).expect(409);
  });

  it('blocks one account of a pair that is one person, audited, and that account can no longer sign in', async () => {
    const ip = newIp();
    const [kept, second] = [await person(ip), await person(ip)];
    const link = await linkedBy(kept, second, 'ip');

    const stranger = await person();
    const refused = await request(sut.url).post(`/api/admin/account-links/${link.id}/block`).set(admin).send({ userId: stranger.userId, reason: 'Second account of one person' }).expect(422);
    expect(refused.body.message).toBe('userId must be one of the two accounts of this link.');

    const blocked = await request(sut.url).post(`/api/admin/account-links/${link.id}/block`).set(admin).send({ userId: second.userId, reason: 'Second account of one person' }).expect(200);
    expect(blocked.body).toMatchObject({ status: 'blocked', blockedUserId: second.userId, decidedBy: FIXTURE_ACCOUNTS.admin.email });
    expect(blocked.body.accounts.find((account: any) => account.userId === second.userId).blockedAt).toEqual(expect.any(String));
    const audit = await sut.db.query<{ action: string; target: string }>(`SELECT action, target FROM admin_audit_log WHERE target IN ($1, $2) ORDER BY id`, [link.id, second.userId]);
    expect(audit).toEqual([
      { action: 'user.block', target: second.userId },
      { action: 'account_link.block', target: link.id },
    ]);
    await request(sut.url).post('/api/auth/token?grant_type=password').send({ email: second.email, password: PASSWORD }).expect(403);
    await request(sut.url).post(`/api/admin/account-links/${link.id}/block`).set(admin).send({ userId: kept.userId, reason: 'Second account of one person' }).expect(409);
  });

  it('is for admins only, and answers unknown links and bad filters clearly', async () => {
    const customer = await person();
    await request(sut.url).get('/api/admin/account-links').set(customer.auth).expect(403);
    await request(sut.url).post('/api/admin/account-links/00000000-0000-4000-8000-000000000000/dismiss').set(customer.auth).expect(403);
    const missing = await request(sut.url).post('/api/admin/account-links/00000000-0000-4000-8000-000000000000/dismiss').set(admin).expect(404);
    expect(missing.body.message).toBe('No account link 00000000-0000-4000-8000-000000000000.');
    const bad = await request(sut.url).get('/api/admin/account-links?status=everything').set(admin).expect(400);
    expect(JSON.stringify(bad.body)).toContain('status must be open or reviewed');
  });
});
