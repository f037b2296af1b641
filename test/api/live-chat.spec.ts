import request from 'supertest';
import type { FakeSmtp } from '../fakes/smtp.js';
import { newIp, setCookies, signUp } from '../harness/accounts.js';
import { type EventStreamClient, openEventStream } from '../harness/event-stream.js';
import { LIFTED_LIMITS } from '../harness/lifted-limits.js';
import { type RunningProcess, startProcess, waitFor } from '../harness/processes.js';
import { freePort } from '../harness/ports.js';
import { workSettled } from '../harness/settled.js';
import { type MailingTestApp, startAppWithMail, waitForApp } from '../harness/test-app.js';
import { TEST_REDIS_URL } from '../harness/test-env.js';
import { accessToken } from '../harness/tokens.js';

const SUPPORT = 'support@keyshop.test';
const admin = { authorization: `Bearer ${accessToken('admin')}` };
const customer = { authorization: `Bearer ${accessToken('customer')}` };

describe('live chat', () => {
  let sut: MailingTestApp;
  let smtp: FakeSmtp;
  /** A second web process on the same database and Redis, as behind a load balancer. */
  let second: RunningProcess;
  let secondUrl: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    sut = await startAppWithMail({ SUPPORT_EMAIL: SUPPORT });
    smtp = sut.smtp;
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = startProcess('node', ['dist/src/main.js'], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_ROLE: 'web',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: sut.db.url,
      REDIS_URL: TEST_REDIS_URL,
      ...LIFTED_LIMITS,
      PUBLIC_URL: secondUrl,
      SUPPORT_EMAIL: SUPPORT,
    });
    await waitForApp(second, secondUrl);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await second?.stop();
    await sut?.close();
  });

  /** A guest starts a chat from an address of their own; answers the cookie that holds it. */
  async function startAsGuest(name = 'Thandi', email = `guest-${Date.now()}-${Math.random()}@example.com`) {
    const ip = newIp();
    const res = await request(sut.url).post('/api/chat/conversation').set('x-forwarded-for', ip).send({ name, email }).expect(200);
    const cookie = setCookies(res).keyshop_chat;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/api/chat', 'SameSite=Lax']));
    return { id: res.body.conversation.id as string, cookie: `keyshop_chat=${cookie.value}`, ip, email, body: res.body };
  }

  async function stream(url: string, headers: Record<string, string>): Promise<EventStreamClient> {
    const client = await openEventStream(url, headers);
    streams.push(client);
    return client;
  }

  /** Until no admin stream of an earlier test counts any more. */
  const teamOffline = () =>
    waitFor('the team to be offline', async () => (await request(sut.url).get('/api/chat/conversation')).body.teamOnline === false || undefined);

  it('lets a guest start a chat with a name and e-mail, keeps it across visits, and stores only a hash of the secret', async () => {
    const guest = await startAsGuest('Thandi Mokoena', 'thandi@example.com');
    expect(guest.body.conversation).toMatchObject({ name: 'Thandi Mokoena', email: 'thandi@example.com', messages: [], hasOlder: false });

    await request(sut.url).post('/api/chat/conversation/messages').set('cookie', guest.cookie).set('x-forwarded-for', guest.ip).send({ body: '  Which region is this key?  ' }).expect(201);
    const again = await request(secondUrl).get('/api/chat/conversation').set('cookie', guest.cookie).expect(200);
    expect(again.body.conversation.messages).toEqual([expect.objectContaining({ author: 'shopper', body: 'Which region is this key?' })]);

    const secret = guest.cookie.split('.')[1];
    const [row] = await sut.db.query<{ hash: Buffer }>(`SELECT guest_token_hash AS hash FROM chat_conversations WHERE id = $1`, [guest.id]);
    expect(row.hash.toString('base64url')).not.toContain(secret);
    expect(row.hash).toHaveLength(32);
  });

  it('asks a guest for a name and a valid address, and refuses oversized input with clear words', async () => {
    const ip = newIp();
    const start = (body: object) => request(sut.url).post('/api/chat/conversation').set('x-forwarded-for', ip).send(body);
    expect((await start({}).expect(400)).body.message).toBe('Please enter your name and e-mail address to start a chat.');
    expect((await start({ name: 'A', email: 'nope' }).expect(400)).body.message).toContain('Please enter a valid e-mail address');
    expect((await start({ name: 'x'.repeat(101), email: 'a@example.com' }).expect(400)).body.message).toContain('Your name can be at most 100 characters');

    const guest = await startAsGuest();
    const send = (body: unknown) => request(sut.url).post('/api/chat/conversation/messages').set('cookie', guest.cookie).send({ body });
    expect((await send('x'.repeat(2001)).expect(400)).body.message).toContain('A message can be at most 2,000 characters');
    expect((await send('   ').expect(400)).body.message).toContain('Please write a message');
    const [{ count }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM chat_messages WHERE conversation_id = $1`, [guest.id]);
    expect(count).toBe(0);
  });

  it('starts a signed-in shopper directly, on their account, with its e-mail', async () => {
    const account = await signUp(sut.url);
    const res = await request(sut.url).post('/api/chat/conversation').set(account.bearer).send({}).expect(200);
    expect(res.body.conversation).toMatchObject({ email: account.email, messages: [] });
    expect(setCookies(res).keyshop_chat).toBeUndefined();
    const [row] = await sut.db.query<{ user_id: string }>(`SELECT user_id FROM chat_conversations WHERE id = $1`, [res.body.conversation.id]);
    expect(row.user_id).toBe(account.userId);
    const again = await request(sut.url).post('/api/chat/conversation').set(account.bearer).send({}).expect(200);
    expect(again.body.conversation.id).toBe(res.body.conversation.id);
  });

  it("never lets anyone else read or post into a conversation", async () => {
    const victim = await startAsGuest();
    await request(sut.url).post('/api/chat/conversation/messages').set('cookie', victim.cookie).send({ body: 'my order number is private' }).expect(201);
    const forged = `keyshop_chat=${victim.id}.${'A'.repeat(43)}`;
    const asStranger: Record<string, string>[] = [{ cookie: forged }, {}, customer];
    for (const headers of asStranger) {
      const session = await request(sut.url).get('/api/chat/conversation').set(headers).expect(200);
      expect(session.body.conversation?.id).not.toBe(victim.id);
      await request(sut.url).post('/api/chat/conversation/messages').set(headers).send({ body: 'injected' }).expect(404);
      await request(sut.url).get('/api/chat/conversation/messages').set(headers).expect(404);
      expect((await stream(`${sut.url}/api/chat/conversation/stream`, headers)).status).toBe(404);
    }
    const [{ count }] = await sut.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM chat_messages WHERE body = 'injected'`);
    expect(count).toBe(0);
  });

  it('keeps the inbox to admins', async () => {
    const guest = await startAsGuest();
    for (const [path, method] of [
      ['/api/admin/chat/conversations', 'get'],
      [`/api/admin/chat/conversations/${guest.id}`, 'get'],
      [`/api/admin/chat/conversations/${guest.id}/messages`, 'post'],
      [`/api/admin/chat/conversations/${guest.id}/read`, 'post'],
      ['/api/admin/chat/stream', 'get'],
    ] as const) {
      await request(sut.url)[method](path).set('cookie', guest.cookie).send({ body: 'hello' }).expect(401);
      await request(sut.url)[method](path).set(customer).send({ body: 'hello' }).expect(403);
    }
    await request(sut.url).get('/api/admin/chat/conversations/00000000-0000-4000-8000-000000000000').set(admin).expect(404);
  });

  it('delivers a message posted to one web process to streams on the other, both ways, and lists it unread', async () => {
    const guest = await startAsGuest('Sipho');
    const inbox = await stream(`${secondUrl}/api/admin/chat/stream`, admin);
    expect(inbox.status).toBe(200);
    await waitFor('the team to be online', async () => (await request(sut.url).get('/api/chat/conversation')).body.teamOnline || undefined);
    const panel = await stream(`${secondUrl}/api/chat/conversation/stream`, { cookie: guest.cookie });

    const sent = await request(sut.url).post('/api/chat/conversation/messages').set('cookie', guest.cookie).send({ body: 'Is anyone there?' }).expect(201);
    expect(sent.body.teamOnline).toBe(true);
    await inbox.waitForEvent('the message in the inbox', (e) => e.event === 'message' && (e.data as { body: string }).body === 'Is anyone there?');

    const list = await request(secondUrl).get('/api/admin/chat/conversations').set(admin).expect(200);
    expect(list.body.items[0]).toMatchObject({ id: guest.id, name: 'Sipho', preview: 'Is anyone there?', unread: true, signedIn: false });
    await request(sut.url).post(`/api/admin/chat/conversations/${guest.id}/read`).set(admin).expect(204);
    expect((await request(sut.url).get('/api/admin/chat/conversations').set(admin)).body.items[0].unread).toBe(false);

    expect((await request(sut.url).get(`/api/admin/chat/conversations/${guest.id}`).set(admin).expect(200)).body.shopperOnline).toBe(true);
    await request(sut.url).post(`/api/admin/chat/conversations/${guest.id}/messages`).set(admin).send({ body: 'Yes, how can we help?' }).expect(201);
    await panel.waitForEvent('the answer in the panel', (e) => e.event === 'message' && (e.data as { author: string }).author === 'admin');

    await workSettled(sut);
    expect(smtp.messages.filter((m) => m.subject.includes('Sipho') || m.text.includes('Yes, how can we help?'))).toEqual([]);
  });

  it('e-mails support once per window when no admin is online, and says so', async () => {
    await teamOffline();
    const guest = await startAsGuest('Lerato', 'lerato@example.com');
    const send = (body: string) => request(sut.url).post('/api/chat/conversation/messages').set('cookie', guest.cookie).send({ body });
    expect((await send('Hello, my key does not work').expect(201)).body.teamOnline).toBe(false);
    await send('Order KS-1 by the way').expect(201);
    const [mail] = await smtp.waitFor('the support mail', (m) => m.subject === 'Live chat: Lerato is waiting for an answer');
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.text).toContain('Hello, my key does not work');
    expect(mail.text).toContain(`/admin/chat?conversation=${guest.id}`);
    await workSettled(sut);
    expect(smtp.messages.filter((m) => m.subject === 'Live chat: Lerato is waiting for an answer')).toHaveLength(1);
  });

  it('e-mails the answer to a shopper who has left the chat, once per window', async () => {
    const guest = await startAsGuest('Ayanda', 'ayanda@example.com');
    const answer = (body: string) => request(sut.url).post(`/api/admin/chat/conversations/${guest.id}/messages`).set(admin).send({ body });
    await answer('Your replacement key is on its way.').expect(201);
    await answer('Anything else?').expect(201);
    const [mail] = await smtp.waitFor('the answer by mail', (m) => m.to.includes('ayanda@example.com'));
    expect(mail.subject).toBe('Keyshop answered your live chat');
    expect(mail.text).toContain('Your replacement key is on its way.');
    await workSettled(sut);
    expect(smtp.messages.filter((m) => m.to.includes('ayanda@example.com'))).toHaveLength(1);

    const account = await signUp(sut.url);
    const { body } = await request(sut.url).post('/api/chat/conversation').set(account.bearer).send({}).expect(200);
    await request(sut.url).post(`/api/admin/chat/conversations/${body.conversation.id}/messages`).set(admin).send({ body: 'Hello there' }).expect(201);
    await smtp.waitFor('the answer to the account address', (m) => m.to.includes(account.email) && m.text.includes('Hello there'));
  });

  it('pages older messages', async () => {
    const guest = await startAsGuest();
    const values = Array.from({ length: 55 }, (_, n) => `('${guest.id}', 'shopper', 'message ${n}')`).join(',');
    await sut.db.query(`INSERT INTO chat_messages (conversation_id, author, body) VALUES ${values}`);
    const first = (await request(sut.url).get('/api/chat/conversation').set('cookie', guest.cookie).expect(200)).body.conversation;
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0].body).toBe('message 5');
    expect(first.messages[49].body).toBe('message 54');
    expect(first.hasOlder).toBe(true);
    const older = await request(sut.url).get(`/api/chat/conversation/messages?before=${first.messages[0].id}`).set('cookie', guest.cookie).expect(200);
    expect(older.body.messages.map((m: { body: string }) => m.body)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    expect(older.body.hasOlder).toBe(false);
    await request(sut.url).get('/api/chat/conversation/messages?before=abc').set('cookie', guest.cookie).expect(400);
  });

  it('caps the live streams of one conversation', async () => {
    const guest = await startAsGuest();
    for (let n = 0; n < 5; n++) expect((await stream(`${sut.url}/api/chat/conversation/stream`, { cookie: guest.cookie })).status).toBe(200);
    const refused = await stream(`${sut.url}/api/chat/conversation/stream`, { cookie: guest.cookie });
    expect(refused.status).toBe(429);
  });

  it('ends open streams at shutdown instead of waiting for them', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = startProcess('node', ['dist/src/main.js'], { NODE_ENV: 'test', LOG_LEVEL: 'warn', APP_ROLE: 'web', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: sut.db.url, REDIS_URL: TEST_REDIS_URL, ...LIFTED_LIMITS, PUBLIC_URL: url });
    await waitForApp(app, url);
    const inbox = await stream(`${url}/api/admin/chat/stream`, admin);
    expect(inbox.status).toBe(200);
    const started = Date.now();
    app.child.kill('SIGTERM');
    await new Promise((resolve) => app.child.once('exit', resolve));
    expect(app.child.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
